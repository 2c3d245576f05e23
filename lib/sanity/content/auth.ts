import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** /auth: every word of the sign-in / sign-up form, its email-verification and two-step verification steps and its "unavailable" message. */
export const authPageQuery = defineQuery(`*[_type == "authPage" && _id == "authPage"][0]{
  seo,
  heading,
  emailLabel,
  emailPlaceholder,
  passwordLabel,
  passwordPlaceholder,
  signInLabel,
  signUpLabel,
  loadingLabel,
  toSignUp{ prompt, action },
  toSignIn{ prompt, action },
  genericError,
  forgotPasswordLabel,
  purchaseReason,
  reset{ heading, text, sendLabel, codeText, newPasswordLabel, submitLabel, backLabel },
  verification{ heading, text, signInText, codeLabel, codePlaceholder, verifyLabel, resendLabel, resentMessage, backLabel },
  secondFactor{ heading, text, codeLabel, useBackupCodeLabel, backupText, backupCodeLabel, useAppLabel, verifyLabel, backLabel },
  unavailable{ heading, text }
}`)

export const getAuthPage = contentReader(authPageQuery, ['authPage'], 'Sign-in page')
