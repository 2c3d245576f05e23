/** The pages measured: one of each kind the site serves. */
export const SITE_PAGES = [
  '/',
  '/pricing',
  '/privacy',
  '/blog/maximizing-response-rates',
  '/case-studies/innovate-tech',
  '/contact',
  '/auth',
]
export const LIGHTHOUSE_PAGES = [
  '/',
  '/pricing',
  '/privacy',
  '/blog/maximizing-response-rates',
  '/case-studies/innovate-tech',
]
export const THROUGHPUT_PAGES = ['/', '/privacy']
