import type { Metadata } from 'next'
import { ContactDetails } from '@/components/contact/ContactDetails'
import { ContactForm } from '@/components/contact/ContactForm'
import { PageHeader } from '@/components/layout/PageHeader'
import { getContactPage } from '@/lib/sanity/content/account'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'
import { sendContactMessage } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.contactPage })
}

export default async function ContactPage() {
  const [page, { settings }] = await Promise.all([getContactPage(), getSiteChrome()])
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 pt-8 sm:px-6 lg:grid-cols-2 lg:px-8">
        <ContactDetails details={page.details} contact={settings.contact} />
        <ContactForm form={page.form} action={sendContactMessage} page={SINGLETON_PATHS.contactPage} />
      </div>
    </>
  )
}
