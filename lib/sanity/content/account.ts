import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** The /contact page: the words around the contact details (which live in Site settings), the form labels and its messages. */
export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  title,
  intro,
  seo,
  details{ heading, text, emailLabel, phoneLabel, addressLabel },
  form{ heading, nameLabel, namePlaceholder, emailLabel, emailPlaceholder, messageLabel, messagePlaceholder, submitLabel, sendingLabel },
  messages{ success, nameRequired, nameTooLong, emailRequired, emailInvalid, messageRequired, messageTooLong, tooManyMessages, failed }
}`)

/** /payment-success: the purchase confirmation. */
export const paymentSuccessPageQuery = defineQuery(`*[_type == "paymentSuccessPage" && _id == "paymentSuccessPage"][0]{
  seo,
  heading,
  text,
  emailNote,
  homeLink{ label, href },
  supportLink{ label, href }
}`)

/** /account: the signed-in visitor's plan, billing management and signing out. */
export const accountPageQuery = defineQuery(`*[_type == "accountPage" && _id == "accountPage"][0]{
  seo,
  heading,
  emailLabel,
  signOutLabel,
  signOutFailedText,
  plan{ heading, statusLabels{ active, trialing, pastDue }, renewsText, cancelsText },
  billing{ label, text, unavailableText },
  noPlan{ heading, text, pricingLink{ label, href } }
}`)

export const getContactPage = contentReader(contactPageQuery, ['contactPage'], 'Contact page')
export const getPaymentSuccessPage = contentReader(
  paymentSuccessPageQuery,
  ['paymentSuccessPage'],
  'Payment success page',
)
export const getAccountPage = contentReader(accountPageQuery, ['accountPage'], 'Account page')
