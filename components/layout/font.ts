import localFont from 'next/font/local'

/**
 * The site's typeface, self-hosted (works offline), for the root layout and the global not-found page.
 * next/font reads only literal options: the file and weights are those of TYPEFACE (./typeface.ts).
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
})
