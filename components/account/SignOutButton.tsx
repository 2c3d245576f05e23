/**
 * Signing out: a plain form posting to the site's own route (app/api/sign-out/route.ts), which ends the Clerk
 * session and returns home. Works without JavaScript and without Clerk's browser code.
 */
export function SignOutButton({ label, className }: { label: string; className: string }) {
  return (
    <form method="post" action="/api/sign-out">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
