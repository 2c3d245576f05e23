import type { ButtonHTMLAttributes } from 'react'

/**
 * A button while its action runs: announced as busy and unavailable (`aria-busy`, `aria-disabled`) and a second press
 * ignored, but not `disabled`. A disabled button loses the keyboard focus to the page (the browser's focus fix-up), so
 * a keyboard or screen-reader user would be left nowhere once the action ends. Styled by `button[aria-disabled]` in
 * globals.css, as a disabled one.
 */
export function BusyButton({ busy, onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      {...props}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A form's submit button is also pressed by Enter in one of its fields: ignored the same way.
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
    />
  )
}
