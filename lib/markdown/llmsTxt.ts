/**
 * /llms.txt (https://llmstxt.org): the site's name as the heading, its summary as a quote, then sections of links,
 * each "- [title](url): description". Pages with a Markdown copy are linked by it; the "Optional" section (the
 * format's name for what a short context may skip) holds the site's other pages.
 */
export type LlmsSection = { heading: string; links: { title: string; url: string; description: string | null }[] }

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function llmsTxt({ name, summary, sections }: { name: string; summary: string; sections: LlmsSection[] }) {
  const lines = [`# ${oneLine(name)}`, '', `> ${oneLine(summary)}`]
  for (const { heading, links } of sections) {
    if (!links.length) continue
    lines.push('', `## ${oneLine(heading)}`, '')
    for (const { title, url, description } of links) {
      lines.push(`- [${oneLine(title).replace(/[[\]]/g, '')}](${url})${description ? `: ${oneLine(description)}` : ''}`)
    }
  }
  return `${lines.join('\n')}\n`
}
