import { buttonStyles } from '@/components/ui/styles'
import type { AccountSession } from '@/lib/account/sessions'
import { formatDate } from '@/lib/text/formatDate'
import type { AccountSecurityQueryResult } from '@/sanity/types'
import { fillIn } from '@/lib/text/fillIn'
import type { ReverifyWords } from '../twoStep/ReverifyForm'
import { SignOutSessionForm } from './SignOutSessionForm'

type Words = NonNullable<AccountSecurityQueryResult>['sessions']

const smallButton =
  'rounded-full border border-white/20 px-3 py-1 text-sm font-medium text-ink-100 hover:border-white/50 hover:bg-white/5'

/**
 * Every browser signed in to the account (browser, device and place as far as Clerk knows them, last active), this
 * one marked; the others can be signed out one by one or all at once, with plain forms (no JavaScript needed while
 * the session has verified recently; with it, "Confirm it's you" when the server asks: ./SignOutSessionForm.tsx).
 * Null sessions: Clerk could not be asked, which the section says.
 */
export function SessionList({
  sessions,
  words,
  unavailableText,
  reverifyWords,
  loadingLabel,
  genericError,
}: {
  sessions: AccountSession[] | null
  words: Words
  unavailableText: string
  reverifyWords: ReverifyWords
  loadingLabel: string
  genericError: string
}) {
  const formWords = { reverifyWords, loadingLabel, genericError }
  const others = sessions?.filter((session) => !session.current) ?? []
  return (
    <section aria-labelledby="account-sessions" className="space-y-4" data-account-sessions>
      <h2 id="account-sessions" className="text-lg font-semibold text-white">
        {words.heading}
      </h2>
      <p className="text-ink-300">{sessions ? words.text : unavailableText}</p>
      {sessions ? (
        <ul className="divide-y divide-white/10 rounded-xl border border-white/10">
          {sessions.map((session) => {
            const details = [session.device, session.place].filter(Boolean).join(' · ')
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-session={session.id}
              >
                <div id={`session-${session.id}`}>
                  <p className="font-medium text-ink-100">
                    {session.browser ?? words.unknownBrowser}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300 ring-1 ring-emerald-400/40">
                        {words.thisDeviceLabel}
                      </span>
                    ) : null}
                  </p>
                  {details ? <p className="text-sm text-ink-300">{details}</p> : null}
                  <p className="text-sm text-ink-300">
                    {fillIn(words.lastActiveText, { date: formatDate(session.lastActiveAt) })}
                  </p>
                </div>
                {session.current ? null : (
                  <SignOutSessionForm field={{ name: 'session', value: session.id }} {...formWords}>
                    <button type="submit" className={smallButton} aria-describedby={`session-${session.id}`}>
                      {words.signOutLabel}
                    </button>
                  </SignOutSessionForm>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <SignOutSessionForm field={{ name: 'others', value: 'all' }} {...formWords}>
          <button type="submit" className={buttonStyles.secondary}>
            {words.signOutOthersLabel}
          </button>
        </SignOutSessionForm>
      ) : null}
    </section>
  )
}
