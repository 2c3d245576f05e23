import type { AuthPageQueryResult } from '@/sanity/types'

export type UnavailableContent = NonNullable<AuthPageQueryResult>['unavailable']

/** Its heading's id: the sign-in form hands its focus to it when this message replaces the form (AuthForm). */
export const UNAVAILABLE_HEADING_ID = 'auth-unavailable-heading'

/** Said plainly instead of a form when sign-in is not set up or its service cannot be reached. */
export function AuthUnavailable({ content }: { content: UnavailableContent }) {
  return (
    <section aria-labelledby={UNAVAILABLE_HEADING_ID} data-auth-state="unavailable">
      <h2 id={UNAVAILABLE_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-white outline-none">
        {content.heading}
      </h2>
      <p className="mt-3 text-ink-300">{content.text}</p>
    </section>
  )
}
