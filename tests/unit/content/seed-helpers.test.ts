import { describe, expect, it } from 'vitest'
import { richText, withKeys } from '@/studio/seed/helpers'
import { toNdjson } from '@/studio/seed/ndjson'
import { seedDocuments } from '@/studio/seed'

describe('richText', () => {
  it('turns light Markdown into Portable Text blocks', () => {
    const blocks = richText(`
      ## Why it works

      Follow up **twice** within *two weeks*, see [the guide](/cold-outreach-guide).

      - first point
      1. first step

      \`\`\`json request.json
      { "to": "a@b.c" }
      \`\`\`

      :::tip Keep it short
      Under 50 characters.
      :::
    `)
    expect(
      blocks.map((block) => (block._type === 'block' ? `${block.style}/${block.listItem ?? '-'}` : block._type)),
    ).toEqual(['h2/-', 'normal/-', 'normal/bullet', 'normal/number', 'codeBlock', 'callout'])
    const paragraph = blocks[1] as Extract<(typeof blocks)[number], { _type: 'block' }>
    expect(paragraph.children.map((span) => [span.text, span.marks])).toEqual([
      ['Follow up ', []],
      ['twice', ['strong']],
      [' within ', []],
      ['two weeks', ['em']],
      [', see ', []],
      ['the guide', ['link0']],
      ['.', []],
    ])
    expect(paragraph.markDefs).toEqual([{ _type: 'link', _key: 'link0', href: '/cold-outreach-guide' }])
    expect(blocks[4]).toEqual({
      _type: 'codeBlock',
      language: 'json',
      filename: 'request.json',
      code: '{ "to": "a@b.c" }',
    })
    expect(blocks[5]).toEqual({ _type: 'callout', tone: 'tip', title: 'Keep it short', body: 'Under 50 characters.' })
  })
})

describe('withKeys', () => {
  it('keys every object in every array, stably, and keeps keys that exist', () => {
    type Item = { _key?: string; a?: number; b?: { _key?: string; c: number }[] }
    const value: { list: Item[]; tags: string[] } = { list: [{ a: 1 }, { _key: 'mine', b: [{ c: 2 }] }], tags: ['x'] }
    const keyed = withKeys(value, 'doc')
    expect(keyed.list[0]._key).toMatch(/^[0-9a-f]{8}$/)
    expect(keyed.list[1]._key).toBe('mine')
    expect(keyed.list[1].b?.[0]._key).toMatch(/^[0-9a-f]{8}$/)
    expect(keyed.tags).toEqual(['x'])
    expect(withKeys(value, 'doc')).toEqual(keyed)
    expect(withKeys(value, 'other').list[0]._key).not.toBe(keyed.list[0]._key)
  })
})

describe('NDJSON export', () => {
  it('writes one importable document per line', () => {
    const lines = toNdjson(seedDocuments).trimEnd().split('\n')
    expect(lines).toHaveLength(seedDocuments.length)
    const parsed = lines.map((line) => JSON.parse(line))
    expect(parsed.every((document) => typeof document._id === 'string' && typeof document._type === 'string')).toBe(
      true,
    )
    expect(parsed.map((document) => document._id)).toContain('pricingPlan-pro')
  })
})
