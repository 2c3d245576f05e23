/** Shared class lists for links and buttons that look like buttons. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

export const buttonStyles = {
  primary: `${base} bg-brand-600 px-6 py-3 text-white hover:bg-brand-700`,
  secondary: `${base} border border-ink-400/50 px-6 py-3 text-ink-100 hover:border-ink-100 hover:bg-white/5`,
  small: `${base} bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700`,
} as const
