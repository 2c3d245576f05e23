import { describe, expect, it } from 'vitest'
import { portableTextToMarkdown, type RichTextValue } from '@/lib/markdown/portableText'
import { richText } from '@/studio/seed/helpers'

const ORIGIN = 'https://persistly.test'

describe('rich text as Markdown', () => {
  it('keeps headings, paragraphs, marks, quotes and links (site paths made absolute)', () => {
    const value = richText(`
      ## Setting up

      Read the [guide](/cold-outreach-guide) or **email** [us](mailto:hello@persistly.ai), *today*.

      ### Details

      > Persistence pays.
    `) as RichTextValue
    expect(portableTextToMarkdown(value, ORIGIN)).toBe(
      [
        '## Setting up',
        'Read the [guide](https://persistly.test/cold-outreach-guide) or **email** [us](mailto:hello@persistly.ai), _today_.',
        '### Details',
        '> Persistence pays.',
      ].join('\n\n'),
    )
  })

  it('numbers lists, nests them, and keeps a list together', () => {
    const value: RichTextValue = [
      block('One', { listItem: 'number', level: 1 }),
      block('One a', { listItem: 'bullet', level: 2 }),
      block('Two', { listItem: 'number', level: 1 }),
      block('After'),
      block('Again', { listItem: 'number', level: 1 }),
    ]
    expect(portableTextToMarkdown(value, ORIGIN)).toBe('1. One\n   - One a\n2. Two\n\nAfter\n\n1. Again')
  })

  it('fences code, shows callouts as quotes and escapes Markdown in text', () => {
    const value: RichTextValue = [
      { _type: 'codeBlock', language: 'bash', filename: 'install.sh', code: 'npm install\necho "```"' },
      { _type: 'callout', tone: 'tip', title: 'Tip', body: 'Use *stars* sparingly.\n\nReally.' },
      block('A [bracket] and `tick` and # hash'),
      block('inline', { marks: ['code'] }),
    ]
    expect(portableTextToMarkdown(value, ORIGIN)).toBe(
      [
        'install.sh\n\n````bash\nnpm install\necho "```"\n````',
        '> **Tip**\n>\n> Use \\*stars\\* sparingly.\n>\n> Really.',
        'A \\[bracket\\] and \\`tick\\` and \\# hash',
        '`inline`',
      ].join('\n\n'),
    )
  })

  it('writes what the library writes where the copies differ from the hand-written converter (docs/growing-site.md)', () => {
    const value: RichTextValue = [
      block('Line one\nline two'),
      { ...block('Quoted'), style: 'blockquote' },
      { ...block('on'), style: 'blockquote' },
      { _type: 'image' },
      { ...block('x'), children: [span('a'), span(' ', ['strong']), span('b', ['em']), span('c', ['code', 'strong'])] },
    ]
    expect(portableTextToMarkdown(value, ORIGIN)).toBe(
      [
        // A line break inside a paragraph stays one (Markdown's hard break); two quotes in a row are one quote.
        'Line one  \nline two',
        '> Quoted\n>\n> on',
        // A type the rich text does not hold is left out; emphasis around spaces alone is none; marks on code are kept.
        'a _b_**`c`**',
      ].join('\n\n'),
    )
  })
})

const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, text, marks })

function block(text: string, { listItem, level, marks }: { listItem?: string; level?: number; marks?: string[] } = {}) {
  return {
    _type: 'block' as const,
    style: 'normal',
    ...(listItem ? { listItem, level } : {}),
    children: [{ _type: 'span' as const, text, marks: marks ?? [] }],
    markDefs: [],
  }
}
