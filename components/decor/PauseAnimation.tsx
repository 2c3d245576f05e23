/**
 * The id of the pause switch's name (Site settings → Interface labels), written once per page by the site's chrome:
 * the decorations sit in sections and pages that do not otherwise read the site's settings.
 */
const LABEL_ID = 'pause-animation-label'

/** The pause switch's name, once per page; hidden, and still read as the name of every switch that points to it. */
export function PauseAnimationLabel({ text }: { text: string }) {
  return (
    <span id={LABEL_ID} hidden>
      {text}
    </span>
  )
}

/**
 * The pause switch of a decoration that would otherwise move for more than five seconds (WCAG 2.2.2), drawn by the
 * `pause-switch` class (globals.css). A checkbox, so it works before and without JavaScript: checked, it holds the
 * animations of the element marked `data-decorated` whose child it is. Not shown under reduced motion, where nothing
 * moves.
 */
export function PauseAnimation({ className }: { className: string }) {
  return (
    <span className={`pause-switch ${className}`}>
      <input type="checkbox" aria-labelledby={LABEL_ID} />
      <span />
    </span>
  )
}
