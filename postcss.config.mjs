const COLOR_MIX_SUPPORT = /^\(color:\s*color-mix\(in lab,\s*red,\s*red\)\)$/
const MIX_WITH_TRANSPARENT = /^color-mix\(in oklab,\s*var\((--color-[\w-]+)\)\s*[\d.]+%,\s*transparent\)$/
const HEX = /^#[0-9a-f]{3,8}$/i

/**
 * Tailwind writes every translucent theme colour twice: first worked out (`border-color:#a2a9d680`), then as a mix of
 * the theme variable, inside `@supports (color: color-mix(in lab, red, red))`. For a colour the theme gives only in hex
 * (the site's own palette, white, black) both are the same colour, as the theme is never changed at run time; Tailwind's
 * own palette is wider than hex on screens that show it, so its mixes keep both. Every page carries its stylesheet
 * inlined twice (next.config.ts, `inlineCss`), so those second copies are dropped: about 0.6 KB of gzip each time.
 *
 * @type {import('postcss').PluginCreator<void>}
 */
export const dropColorMixTwins = () => ({
  postcssPlugin: 'drop-color-mix-twins',
  OnceExit(root) {
    const themeValues = new Map()
    root.walkDecls(/^--color-/, (decl) => {
      themeValues.set(decl.prop, [...(themeValues.get(decl.prop) ?? []), decl.value])
    })
    const onlyHex = (variable) => themeValues.get(variable)?.every((value) => HEX.test(value)) ?? false

    root.walkAtRules('supports', (atRule) => {
      if (!COLOR_MIX_SUPPORT.test(atRule.params)) return
      const mixes = []
      atRule.walkDecls((decl) => void mixes.push(decl))
      const allHexMixes = mixes.every((decl) => onlyHex(decl.value.match(MIX_WITH_TRANSPARENT)?.[1]))
      if (mixes.length > 0 && allHexMixes && writtenOutBefore(atRule, mixes)) atRule.remove()
    })
  },
})
dropColorMixTwins.postcss = true

/**
 * Whether the worked-out values stand just before the `@supports` block: as declarations of the same rule (Tailwind's
 * output as written) or in a rule of the same selector (once minified).
 */
function writtenOutBefore(atRule, mixes) {
  const before = atRule.prev()
  if (before?.type === 'decl') return mixes.every((mix) => mix.parent === atRule && mix.prop === before.prop)
  if (before?.type !== 'rule') return false
  return mixes.every((mix) => mix.parent.selector === before.selector && before.some((decl) => decl.prop === mix.prop))
}

const config = {
  plugins: [['@tailwindcss/postcss', {}], dropColorMixTwins],
}

export default config
