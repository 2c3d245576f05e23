'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { AuthInput, ErrorLine, textButton } from '@/components/auth/AuthFields'
import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import type { AuthenticatorSetup, TwoStepClient, TwoStepResult } from '@/lib/account/twoStep'
import { BackupCodes } from './BackupCodes'
import { QrCode } from './QrCode'
import { ReverifyPrompt } from './ReverifyForm'
import type { AccountSecurityWords } from './words'

type View = { kind: 'status' } | { kind: 'setup'; setup: AuthenticatorSetup } | { kind: 'codes'; codes: string[] }

/**
 * Two-step verification on /account: turn on an authenticator app (QR code and key, confirmed with a code the app
 * shows), the backup codes shown once (copy, download), new backup codes, turn it off. Written against the small
 * `TwoStepClient` interface; the page gives it the Clerk adapter. Where the service asks the person to confirm
 * it is them, the site's own form appears here and the change goes ahead after it.
 */
export function TwoStepSection({ client, words }: { client: TwoStepClient; words: AccountSecurityWords }) {
  const ids = useId()
  const t = words.twoStep
  const [view, setView] = useState<View>({ kind: 'status' })
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const codeInput = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const reverifyStep = client.reverification?.step ?? null
  const shown = useRef({ view: view.kind, reverifyStep })

  // The setup form takes the focus. A change of view that removed the element holding it (Cancel, "I saved my codes",
  // the confirm-it's-you form done or dropped) would leave the keyboard at the top of the page: it goes to the heading.
  // (The backup codes and each confirm-it's-you step take it themselves.)
  useEffect(() => {
    const before = shown.current
    shown.current = { view: view.kind, reverifyStep }
    if (view.kind === 'setup' && before.view !== 'setup') codeInput.current?.focus()
    else if (
      (before.view !== view.kind || before.reverifyStep !== reverifyStep) &&
      (!document.activeElement || document.activeElement === document.body)
    )
      headingRef.current?.focus()
  }, [view.kind, reverifyStep])

  async function run<T>(request: () => Promise<TwoStepResult<T>>, then: (value: T) => void) {
    if (busy) return
    setBusy(true)
    setError('')
    setNotice('')
    const answer = await request().catch((): TwoStepResult<T> => ({ ok: false }))
    setBusy(false)
    if (answer.ok) then(answer.value)
    else if (!answer.cancelled) setError(answer.message || words.genericError)
  }

  /** A button of the status view: runs one request of the client, then shows what it gave. */
  const actionButton = <T,>(
    label: string,
    className: string,
    request: () => Promise<TwoStepResult<T>>,
    then: (value: T) => void,
  ) => (
    <BusyButton type="button" busy={busy} className={className} onClick={() => void run(request, then)}>
      {label}
    </BusyButton>
  )

  const status = client.status
  const heading = (
    <h2
      id={`${ids}-heading`}
      ref={headingRef}
      tabIndex={-1}
      className="text-lg font-semibold text-white focus:outline-none"
    >
      {t.heading}
    </h2>
  )
  if (client.availability === 'unavailable') {
    return (
      <section aria-labelledby={`${ids}-heading`} className="space-y-3" data-two-step="unavailable">
        {heading}
        <p className="text-ink-300">{words.unavailableText}</p>
      </section>
    )
  }
  if (client.availability === 'loading' || !status) {
    return (
      <section aria-labelledby={`${ids}-heading`} aria-busy="true" className="space-y-3" data-two-step="loading">
        {heading}
        <p className="text-ink-300">{words.loadingLabel}</p>
      </section>
    )
  }

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="space-y-4"
      data-two-step={status.authenticator ? 'on' : 'off'}
    >
      {heading}
      <p className="text-ink-300">{status.authenticator ? t.onText : t.offText}</p>
      {view.kind === 'setup' ? (
        <form
          aria-labelledby={`${ids}-heading`}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!event.currentTarget.checkValidity()) return
            void run(
              () => client.confirmAuthenticator(code.trim()),
              ({ backupCodes }) => {
                setCode('')
                setNotice(t.turnedOnMessage)
                setView(backupCodes.length > 0 ? { kind: 'codes', codes: backupCodes } : { kind: 'status' })
              },
            )
          }}
        >
          <p className="text-sm text-ink-300">{t.scanText}</p>
          <QrCode text={view.setup.uri} label={t.qrLabel} />
          <p className="text-sm text-ink-300">
            {t.secretLabel}{' '}
            <code className="break-all rounded bg-space-950 px-2 py-1 font-mono text-ink-100" data-totp-secret>
              {view.setup.secret}
            </code>
          </p>
          <AuthInput
            inputRef={codeInput}
            id={`${ids}-code`}
            label={t.codeLabel}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
          <div className="flex flex-wrap items-center gap-4">
            <BusyButton type="submit" busy={busy} className={buttonStyles.small}>
              {busy ? words.loadingLabel : t.confirmLabel}
            </BusyButton>
            <button
              type="button"
              disabled={busy}
              className={textButton}
              onClick={() => {
                setCode('')
                setError('')
                setView({ kind: 'status' })
              }}
            >
              {t.cancelLabel}
            </button>
          </div>
        </form>
      ) : null}
      {view.kind === 'codes' ? (
        <BackupCodes codes={view.codes} words={t} onDone={() => setView({ kind: 'status' })} />
      ) : null}
      <ReverifyPrompt
        reverification={client.reverification}
        words={words.reverify}
        loadingLabel={words.loadingLabel}
        genericError={words.genericError}
      />
      <ErrorLine error={error} />
      <p role="status" className="text-sm text-emerald-400 empty:hidden">
        {notice}
      </p>
      {view.kind === 'status' ? (
        <div className="flex flex-wrap gap-3">
          {status.authenticator ? (
            <>
              {actionButton(
                t.newCodesLabel,
                buttonStyles.secondary,
                () => client.newBackupCodes(),
                (codes) => setView({ kind: 'codes', codes }),
              )}
              {actionButton(
                t.turnOffLabel,
                buttonStyles.secondary,
                () => client.turnOff(),
                () => setNotice(t.turnedOffMessage),
              )}
            </>
          ) : (
            actionButton(
              busy ? words.loadingLabel : t.turnOnLabel,
              buttonStyles.primary,
              () => client.startAuthenticator(),
              (setup) => setView({ kind: 'setup', setup }),
            )
          )}
        </div>
      ) : null}
    </section>
  )
}
