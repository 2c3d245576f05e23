import type { AuthPageQueryResult } from '@/sanity/types'

export type UnavailableContent = NonNullable<AuthPageQueryResult>['unavailable']

/** Said plainly instead of a form when sign-in is not set up or its service cannot be reached. */
export function AuthUnavailable({ content }: { content: UnavailableContent }) {
  return (
    <section aria-labelledby="auth-unavailable-heading" data-auth-state="unavailable">
      <h2 id="auth-unavailable-heading" className="text-xl font-semibold text-white">
        {content.heading}
      </h2>
      <p className="mt-3 text-ink-300">{content.text}</p>
    </section>
  )
}
