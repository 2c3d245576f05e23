import type { ButtonHTMLAttributes, MouseEvent } from 'react'

const ignore = (event: MouseEvent) => event.preventDefault()

/**
 * A button while its action runs: announced as unavailable (`aria-disabled`) and a second press ignored, but not
 * `disabled`. A disabled button loses the keyboard focus to the page (the browser's focus fix-up), so a keyboard or
 * screen-reader user would be left nowhere once the action ends. Styled by `button[aria-disabled]` in globals.css, as
 * a disabled one. A form's submit button is also pressed by Enter in one of its fields: ignored the same way.
 */
export function BusyButton({ busy, onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return <button {...props} aria-disabled={busy || undefined} onClick={busy ? ignore : onClick} />
}
