/**
 * Smoothly scrolls to an element on the current page (instantly for reduced motion), records the
 * anchor in the address bar, and moves focus there as a native anchor would move the keyboard's starting point: to
 * the section's heading, so a screen reader reads it and the next Tab goes on inside the section (a link of the
 * mobile menu, which closes, would otherwise leave focus nowhere). The header offset is the page's
 * `scroll-padding-top` (globals.css), so links, native anchors and this function all stop at the same place.
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
  const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h1, h2, h3')
  const focusTarget = heading ?? target
  if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1')
  focusTarget.focus({ preventScroll: true })
}
