import { buttonStyles } from '@/components/ui/styles'
import type { ContactPageQueryResult } from '@/sanity/types'

type Form = NonNullable<ContactPageQueryResult>['form']

const field =
  'mt-2 block w-full rounded-xl border border-white/15 bg-space-950 px-4 py-3 text-ink-100 placeholder:text-ink-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40'
const label = 'block text-sm font-medium text-ink-100'

/**
 * The message form. Delivering messages is not built yet, so the form has no action and its send
 * button is disabled: it cannot pretend to send (a disabled default button also blocks Enter-to-submit).
 */
export function ContactForm({ form }: { form: Form }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-space-900/80 p-6 sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-white">
        {form.heading}
      </h2>
      <form aria-labelledby="contact-form-heading" className="mt-6 space-y-5">
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
            placeholder={form.namePlaceholder ?? undefined}
            className={field}
          />
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
            placeholder={form.emailPlaceholder ?? undefined}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="contact-message" className={label}>
            {form.messageLabel}
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            required
            placeholder={form.messagePlaceholder ?? undefined}
            className={`${field} resize-y`}
          />
        </div>
        <button type="submit" disabled className={`${buttonStyles.primary} w-full`}>
          {form.submitLabel}
        </button>
      </form>
    </div>
  )
}
