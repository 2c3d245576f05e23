/**
 * Smoothly scrolls to an element on the current page (instantly for reduced motion) and records the
 * anchor in the address bar. The 64px header offset comes from `scroll-padding-top` in globals.css.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' })
  window.history.pushState(null, '', `#${id}`)
  return true
}
