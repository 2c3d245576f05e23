import { Mail, MapPin, Phone, type IconComponent } from '@/components/ui/icons'
import type { ContactPageQueryResult } from '@/sanity/types'

type Details = NonNullable<ContactPageQueryResult>['details']
export type ContactInfo = { email: string; phone: string; address: string }

/** A phone number as written for people, with spaces, dashes and brackets, as a dialable tel: target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

const link = 'font-medium text-brand-400 break-words hover:text-white'

/** One entry: it leaves room on the left for its icon, which sits inside the term. */
function DetailRow({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm text-ink-400">
        <span className="absolute left-0 top-0 inline-flex size-10 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The email address, phone number and office address (from Site settings) with the page's labels. */
export function ContactDetails({ details, contact }: { details: Details; contact: ContactInfo }) {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-2xl border border-white/10 bg-space-900/80 p-6 sm:p-8"
    >
      <h2 id="contact-details-heading" className="text-2xl font-semibold text-white">
        {details.heading}
      </h2>
      {details.text ? <p className="mt-2 text-ink-300">{details.text}</p> : null}
      <dl className="mt-8 space-y-6">
        <DetailRow icon={Mail} label={details.emailLabel}>
          <a href={`mailto:${contact.email}`} className={link}>
            {contact.email}
          </a>
        </DetailRow>
        <DetailRow icon={Phone} label={details.phoneLabel}>
          <a href={telHref(contact.phone)} className={link}>
            {contact.phone}
          </a>
        </DetailRow>
        <DetailRow icon={MapPin} label={details.addressLabel}>
          <address className="whitespace-pre-line not-italic text-ink-100">{contact.address}</address>
        </DetailRow>
      </dl>
    </section>
  )
}
