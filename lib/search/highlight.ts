/**
 * Marking the searched words in a result's title and excerpt. Words are matched as the query matches them: a word
 * of the text is marked when it starts with one of the searched terms, letters compared without case.
 */
export type TextPart = { text: string; match: boolean }

const WORD = /[\p{L}\p{N}]+/gu

const matches = (word: string, terms: string[]) => {
  const lower = word.normalize('NFKC').toLowerCase()
  return terms.some((term) => lower.startsWith(term))
}

/** `text` cut into runs of marked (searched) words and the text between them, in order; joined they are `text`. */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  const parts: TextPart[] = []
  const push = (part: string, match: boolean) => {
    if (!part) return
    const last = parts.at(-1)
    if (last && last.match === match && !match) last.text += part
    else parts.push({ text: part, match })
  }
  let end = 0
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], terms)) continue
    push(text.slice(end, found.index), false)
    push(found[0], true)
    end = found.index + found[0].length
  }
  push(text.slice(end), false)
  return parts
}

/** Where the first searched word of `text` starts, or -1. */
function firstMatch(text: string, terms: string[]): number {
  for (const found of text.matchAll(WORD)) if (matches(found[0], terms)) return found.index
  return -1
}

const ELLIPSIS = '…'

/**
 * A short passage for a result: from the first of `texts` (summary, then body) that has a searched word, about
 * `length` characters around that word, cut at word boundaries; without one, the start of the first text.
 */
export function excerpt(texts: (string | null | undefined)[], terms: string[], length = 240): string {
  const present = texts.map((text) => text?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean)
  for (const text of present) {
    const at = firstMatch(text, terms)
    if (at >= 0) return passage(text, Math.max(0, at - Math.floor(length / 4)), length)
  }
  return present.length ? passage(present[0], 0, length) : ''
}

function passage(text: string, from: number, length: number): string {
  if (text.length <= length) return text
  let start = from
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < from + 20 ? space + 1 : start
  }
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end)}${end < text.length ? ELLIPSIS : ''}`
}
