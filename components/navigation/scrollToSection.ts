/**
 * Smoothly scrolls to an element on the current page (instantly for reduced motion) and records the
 * anchor in the address bar. The header offset is the page's `scroll-padding-top` (globals.css), so
 * links, native anchors and this function all stop at the same place.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const headerOffset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  // An explicit position rather than scrollIntoView: Chrome's mobile emulation stops scrollIntoView short
  // while the fixed menu panel is open.
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - headerOffset,
    behavior: reduceMotion ? 'instant' : 'smooth',
  })
  window.history.pushState(null, '', `#${id}`)
}
