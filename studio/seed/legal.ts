import { richText, type SeedDocument } from './helpers'

const LAST_UPDATED = '2025-04-19'

const privacyBody = richText(`
  ## Our Commitment to Your Privacy

  Persistly, Inc. ("Persistly", "we", "us") helps businesses reach prospects by email and follow up with them for up to a year. Doing that well means handling information about you, your team and the people you contact. We take that responsibility seriously: we collect only what the service needs, we protect it with the same care we would want for our own data, and we never sell personal information.

  This Privacy Policy explains what we collect when you use the Persistly website, the Persistly Outreach application and our API (together, the "Service"), how we use it, how we keep it safe and the choices you have. When you upload prospect lists and run campaigns, you decide what data goes in and why; we process that data on your behalf and only to deliver the Service you asked for.

  ## Information We Collect

  We collect four kinds of information:

  - **Account information and credentials.** Your name, business email address, company, billing details and the password or single sign-on identity you use to sign in. Passwords are stored only as salted hashes, and payment card numbers are handled by our payment processor, never by us.
  - **Campaign data and analytics.** The prospect lists, templates, email content, sequences and schedules you create, along with the reports we generate from them.
  - **Interaction metrics.** Whether campaign emails are delivered, opened, clicked or answered, and when. These signals let the Service time follow-ups, stop a sequence when someone replies, and show you open, click-through and response rates.
  - **Technical data.** IP address, browser and device type, log files, and the pages and features you use, collected through essential cookies and privacy-friendly analytics that do not build advertising profiles.
  - **Which version of a page you see.** When we test two versions of a page, one first-party cookie holds a random identifier, so that you keep seeing the same version, and a second one names that version, so that our privacy-friendly analytics can count which version leads more visitors to a free trial. Neither holds anything about you, neither is shared with anyone, and both expire after 180 days. If your browser sends Global Privacy Control or Do Not Track, we set neither and show you the page as it normally is.

  ## How We Use Your Information

  We use this information to provide and secure the Service: to authenticate you, send and schedule your emails, personalize follow-ups, measure results, bill your subscription and answer your support requests. We also use aggregated, de-identified usage data to improve deliverability and product quality. We do not use your prospects' data to contact them for our own purposes, and we do not share it with other customers.

  We share information only with service providers that help us run the Service (such as hosting, email delivery, payment processing and customer support tools), under contracts that limit their use to our instructions, or when the law requires it.

  ## Data Security

  Security is built into how we run Persistly, not added afterwards. Our safeguards include:

  - **End-to-end encryption** of your data as it moves between your browser, our servers and your connected mailbox: TLS 1.2 or higher in transit and AES-256 at rest.
  - **Regular security audits**, including independent penetration tests and continuous vulnerability scanning.
  - **Redundant backups**, encrypted and stored in separate locations so your campaigns survive a hardware or regional failure.
  - **Strict access control.** Employees reach customer data only when their role requires it, through single sign-on with multi-factor authentication, and every access is logged.

  No system is perfectly secure, but if we ever learn of a breach that affects your personal data, we will notify you and the relevant authorities without undue delay, as the law requires.

  ## Your Rights

  Wherever you live, you can:

  - **Access your personal data** and receive a copy of what we hold about you.
  - **Request correction or deletion** of information that is inaccurate or that you no longer want us to keep.
  - **Opt out of marketing communications** at any time with the unsubscribe link in any of our emails, without affecting service messages about your account.
  - **Export your data**, including contacts, templates and campaign reports, in a common machine-readable format.

  Residents of the European Economic Area, the United Kingdom and California have additional rights under the GDPR and the CCPA, such as objecting to certain processing or lodging a complaint with a supervisory authority. We honor these rights and respond to requests within 30 days. If you are a recipient of a campaign sent by one of our customers, we will pass your request to that customer and help them fulfil it.

  We keep account data for as long as your account is active and delete or anonymize it within 90 days after it closes, unless we must retain it longer for legal, tax or security reasons.

  When you delete your account from your account page, we do it at once, our payment processor included: the payment cards saved there are removed, and your name, email address, phone number, addresses and our notes are erased from your billing record. That record and your invoices stay, with the name and address each invoice was issued to, because tax law requires us to keep invoices. So that the free trial stays one per person, the trial's record keeps a one-way fingerprint of your email address, from which the address cannot be read back. If our payment processor cannot be reached, your account is not deleted and you are asked to try again, so that nothing of yours is left behind there.

  ## Contact Us

  Questions about this policy or your data? Email us at [hello@persistly.ai](mailto:hello@persistly.ai), call [+1 (415) 555-0134](tel:+14155550134), or write to Persistly, Inc., 548 Market Street, Suite 300, San Francisco, CA 94104. If we change this policy in a way that matters, we will update the date at the top of this page and tell you by email before the change takes effect.
`)

const termsBody = richText(`
  ## Terms Overview

  These Terms of Service ("Terms") form an agreement between you and Persistly, Inc. ("Persistly", "we", "us") and govern your use of the Persistly website, the Persistly Outreach application and our API (together, the "Service"). By creating an account, starting a free trial or buying a subscription, you accept these Terms. If you use the Service for a company, you confirm that you are authorized to accept them on its behalf, and "you" means that company.

  Our [Privacy Policy](/privacy) explains how we handle personal data and is part of these Terms.

  ## User Responsibilities

  You are responsible for how you and your team use the Service. In particular:

  - **Account security.** Keep your password and API keys confidential, use a strong and unique password, and tell us immediately at [hello@persistly.ai](mailto:hello@persistly.ai) if you suspect unauthorized access. You are responsible for activity under your account.
  - **Anti-spam compliance.** Send only lawful, relevant business email. You must comply with the CAN-SPAM Act, the GDPR, CASL and every other law that applies to your messages; identify yourself truthfully; honor opt-out requests promptly; and never use purchased, rented or scraped lists that you have no lawful basis to contact.
  - **Respecting intellectual property.** Upload only content you own or have the right to use. You keep all rights to your content and grant us a limited license to process it solely to provide the Service. The Service itself, including our software, templates and AI models, remains the property of Persistly and its licensors.
  - **Acceptable use.** Do not use the Service to send deceptive, harassing or illegal content, distribute malware, impersonate others, probe or disrupt our systems, work around usage limits, or resell access without our written permission.

  We may pause sending or suspend an account that puts recipients, our infrastructure or our sender reputation at risk. Where we can, we will contact you first and help you resolve the issue.

  ## Service Terms

  Subscriptions are billed yearly in advance and renew automatically unless you cancel before the renewal date. The 14-day free trial includes up to 100 contacts and requires no credit card; when it ends, you can choose a paid plan or let the trial expire. Fees are non-refundable except where the law requires otherwise or we agree in writing.

  Each subscription plan comes with usage limits, described on our [pricing page](/pricing), in your order and in our [API documentation](/api). These limits cover:

  - **Email sending quotas**, including the number of contacts and the daily sending volume per connected mailbox, set to protect deliverability.
  - **API request limits**, measured in requests per minute for each API key.
  - **Storage capacity** for contacts, templates, attachments and campaign history.
  - **Feature availability**, such as advanced AI personalization, integrations, single sign-on and dedicated infrastructure.

  If you regularly exceed your plan's limits, we will let you know and may throttle sending or API requests until you upgrade or usage falls back within the limits.

  We work hard to keep the Service available and secure, but it is provided "as is". To the fullest extent the law allows, Persistly is not liable for indirect or consequential losses, such as lost profits or lost opportunities, and our total liability for any claim is limited to the fees you paid us in the 12 months before it arose.

  You can cancel at any time from your account settings; your plan stays active until the end of the paid period, and you can export your data before it closes. Deleting your account is different: any subscription ends at once and the unused part of a paid period is not refunded, the payment cards saved with our payment processor are removed and your invoices stay there as tax law requires, and the messages you sent us keep their text but lose your name and address. These Terms are governed by the laws of the State of California, and the courts located in San Francisco County have exclusive jurisdiction over any dispute.

  ## Updates and Modifications

  We improve the Service constantly and may update these Terms as it grows or as the law changes. When we do, we will change the date at the top of this page, and for material changes we will notify account owners by email at least 30 days before they take effect. Your continued use of the Service after changes take effect means you accept the updated Terms. If you do not agree with them, you can cancel your subscription before they apply.

  Questions about these Terms? Contact us at [hello@persistly.ai](mailto:hello@persistly.ai) or Persistly, Inc., 548 Market Street, Suite 300, San Francisco, CA 94104.
`)

export const legalContent: SeedDocument[] = [
  {
    _id: 'legalPage-privacy',
    _type: 'legalPage',
    title: 'Privacy Policy',
    slug: { _type: 'slug', current: 'privacy' },
    lastUpdated: LAST_UPDATED,
    lastUpdatedLabel: 'Last updated',
    body: privacyBody,
    seo: {
      _type: 'seo',
      title: 'Privacy Policy',
      description:
        'How Persistly collects, uses and protects your data: what we gather, how we secure it with TLS and AES-256 encryption, and the rights you have.',
    },
  },
  {
    _id: 'legalPage-terms',
    _type: 'legalPage',
    title: 'Terms of Service',
    slug: { _type: 'slug', current: 'terms' },
    lastUpdated: LAST_UPDATED,
    lastUpdatedLabel: 'Last updated',
    body: termsBody,
    seo: {
      _type: 'seo',
      title: 'Terms of Service',
      description:
        'The terms for using Persistly: your responsibilities, anti-spam rules, plan usage limits, billing and how we handle updates to these terms.',
    },
  },
]
