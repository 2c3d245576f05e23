import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { dropColorMixTwins } from '@/postcss.config.mjs'

/** A stylesheet as the site's is built: Tailwind's theme and utilities, a hex colour of the site's own palette. */
const SOURCE = `
  @import 'tailwindcss/theme.css';
  @import 'tailwindcss/utilities.css' source(none);
  @theme { --color-ink-400: #a2a9d6; }
  @source inline('border-ink-400/50 bg-white/10 hover:bg-white/5 border-red-400/40');
`

async function build(css: string, optimize: boolean) {
  const result = await postcss([tailwind({ optimize }), dropColorMixTwins]).process(css, {
    from: `${process.cwd()}/app/example.css`,
  })
  return result.css
}

describe.each([
  ['minified, as `next build` runs it', true],
  ['as written, as `next dev` runs it', false],
])('the stylesheet %s', (_, optimize) => {
  it('keeps one worked-out value for a translucent colour the theme gives in hex', async () => {
    const css = await build(SOURCE, optimize)
    for (const variable of ['--color-ink-400', '--color-white']) {
      expect(css, variable).not.toContain(`var(${variable})`)
    }
    expect(css).toMatch(optimize ? /\.border-ink-400\\\/50\{border-color:#a2a9d680\}/ : /#a2a9d6 50%/)
    expect(css).toMatch(optimize ? /\.hover\\:bg-white\\\/5:hover\{background-color:#ffffff0d\}/ : /#fff 5%/)
  })

  it('keeps both for a colour of Tailwind’s palette, wider than hex on screens that show it', async () => {
    const css = await build(SOURCE, optimize)
    expect(css).toContain('color-mix(in oklab, var(--color-red-400) 40%, transparent)')
  })
})

it('keeps a colour-mix block with no worked-out value before it', async () => {
  const own = `@theme { --color-ink-400: #a2a9d6; }
    .note { @supports (color: color-mix(in lab, red, red)) {
      color: color-mix(in oklab, var(--color-ink-400) 50%, transparent);
    } }`
  const css = await build(`@import 'tailwindcss/theme.css'; ${own}`, false)
  expect(css).toContain('color-mix(in oklab, var(--color-ink-400) 50%, transparent)')
})
