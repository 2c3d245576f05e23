/**
 * Signing out: a plain form posting to the site's own route (app/api/sign-out/route.ts), which ends the Clerk
 * session and returns home. Works without JavaScript and without Clerk's browser code. `failedText`: the last press
 * could not end the session (the route came back to /account), said above the button.
 */
export function SignOutButton({
  label,
  className,
  failedText,
}: {
  label: string
  className: string
  failedText?: string | null
}) {
  return (
    <form method="post" action="/api/sign-out" className="space-y-3">
      {failedText ? (
        <p role="alert" className="text-sm font-medium text-red-400">
          {failedText}
        </p>
      ) : null}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
