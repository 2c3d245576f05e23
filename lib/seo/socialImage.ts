/** Each page's generated social card lives under /og, mirroring the page's own path. */
export function socialImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og/home' : `/og${pagePath}`
}

export function pagePathFromSocialImage(segments: string[]): string {
  return segments.join('/') === 'home' ? '/' : `/${segments.join('/')}`
}
