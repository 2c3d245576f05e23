'use client'

import { useActionState, useEffect, useRef } from 'react'
import { useHydrated } from '@/components/ui/useHydrated'
import { loadToast } from '@/components/feedback/toast'
import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'
import { INITIAL_CONTACT_STATE, type ContactField, type ContactFormState } from '@/lib/contact/state'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/lib/contact/limits'
import type { ContactPageQueryResult } from '@/sanity/types'

type Form = NonNullable<ContactPageQueryResult>['form']
export type ContactAction = (state: ContactFormState, form: FormData) => Promise<ContactFormState>

const field =
  'mt-2 block w-full rounded-xl border border-white/15 bg-space-950 px-4 py-3 text-ink-100 placeholder:text-ink-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40 aria-invalid:border-red-400'
const label = 'block text-sm font-medium text-ink-100'
const errorText = 'mt-2 text-sm font-medium text-red-400'

/** One toast for the form: a new success replaces the previous one instead of stacking. */
const TOAST_ID = 'contact-form'

/**
 * The message form. It posts to the server action, so it works without JavaScript too: the browser posts
 * the form and the page comes back with the field messages and the typed text in place, or with the
 * success message. With JavaScript it sends in place, says so on the button, shows the success as a toast,
 * clears the fields, and on errors moves focus to the first field to fix. Every text comes from content
 * (labels here, messages from the server action). Validation is the server's, so the messages are always
 * the content's own (`noValidate` turns off the browser's bubbles; `required` still tells assistive tech).
 */
export function ContactForm({ form, action, page }: { form: Form; action: ContactAction; page: string }) {
  // The page's own path as the action's permalink: without it React writes `action=""` (invalid HTML) for a browser
  // without JavaScript to post to; with it, `action` names the page, where the server action answers.
  const [state, formAction, pending] = useActionState(action, INITIAL_CONTACT_STATE, page)
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const announced = useRef<string | null>(null)

  useEffect(() => {
    if (state.status === 'sent' && announced.current !== state.id) {
      announced.current = state.id
      void loadToast().then((toast) => toast.success(state.message, { id: TOAST_ID }))
      trackGoal(GOALS.contactMessageSent)
    }
    if (state.status === 'invalid') {
      const first = (['name', 'email', 'message'] as const).find((name) => state.errors[name])
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    }
  }, [state])

  const errors = state.status === 'invalid' ? state.errors : {}
  const described = (name: ContactField) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {}
  const fieldError = (name: ContactField) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className={errorText}>
        {errors[name]}
      </p>
    ) : null

  return (
    <div className="rounded-2xl border border-white/10 bg-space-900/80 p-6 sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-white">
        {form.heading}
      </h2>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        aria-labelledby="contact-form-heading"
        aria-busy={pending}
        className="relative mt-6 space-y-5"
      >
        <div>
          <label htmlFor="contact-name" className={label}>
            {form.nameLabel}
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            defaultValue={state.values.name}
            placeholder={form.namePlaceholder ?? undefined}
            className={field}
            {...described('name')}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor="contact-email" className={label}>
            {form.emailLabel}
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={state.values.email}
            placeholder={form.emailPlaceholder ?? undefined}
            className={field}
            {...described('email')}
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor="contact-message" className={label}>
            {form.messageLabel}
          </label>
          {/* No maxLength: a pasted long message would be cut silently; the server says how long it may be. */}
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            required
            defaultValue={state.values.message}
            placeholder={form.messagePlaceholder ?? undefined}
            className={`${field} resize-y`}
            {...described('message')}
          />
          {fieldError('message')}
        </div>
        {/* The honeypot: off-screen, out of the tab order and hidden from assistive tech; only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {state.status === 'failed' ? (
          <p role="alert" className={errorText}>
            {state.message}
          </p>
        ) : null}
        {/* Without JavaScript there is no toast: the page that comes back says it here. */}
        {!hydrated && state.status === 'sent' ? (
          <p role="status" className="text-sm font-medium text-emerald-400">
            {state.message}
          </p>
        ) : null}
        <BusyButton type="submit" busy={pending} className={`${buttonStyles.primary} w-full`}>
          {pending ? form.sendingLabel : form.submitLabel}
        </BusyButton>
      </form>
    </div>
  )
}
