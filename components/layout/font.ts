import localFont from 'next/font/local'

/** The site's typeface, self-hosted (works offline), for the root layout and the global not-found page. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
})
