import { LockIcon } from '@sanity/icons/Lock'
import { defineField, defineType } from '@sanity/types'
import { requiredGroup, requiredString, requiredText, requiredWithPlaceholder, SEO_GROUP, seoField } from '../fields'

/** A sentence around the visitor's address: must contain {email}, where the form puts it. */
function textWithEmail(name: string, title: string) {
  return defineField({
    ...requiredText(name, title, 2),
    description: 'Write {email} where the visitor’s email address goes.',
    validation: requiredWithPlaceholder('{email}'),
  })
}

/** A sentence and the link that switches the form, e.g. "Don't have an account?" + "Sign up". */
function togglePair(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    group: 'form',
    fields: [requiredString('prompt', 'Question'), requiredString('action', 'Link text')],
    options: { columns: 2 },
    validation: (rule) => rule.required(),
  })
}

/** /auth: the email + password form for signing in and signing up, and the email-verification step. */
export const authPage = defineType({
  name: 'authPage',
  title: 'Sign-in page',
  type: 'document',
  icon: LockIcon,
  groups: [
    { name: 'form', title: 'Form', default: true },
    { name: 'verification', title: 'Email verification' },
    { name: 'reset', title: 'Forgotten password' },
    { name: 'secondFactor', title: 'Two-step verification' },
    { name: 'unavailable', title: 'Sign-in unavailable' },
    SEO_GROUP,
  ],
  fields: [
    seoField('seo'),
    defineField({
      ...requiredString('heading', 'Heading', 'The product name from Site settings is shown after it.'),
      group: 'form',
    }),
    defineField({ ...requiredString('emailLabel', 'Email label'), group: 'form' }),
    defineField({ name: 'emailPlaceholder', title: 'Email placeholder', type: 'string', group: 'form' }),
    defineField({ ...requiredString('passwordLabel', 'Password label'), group: 'form' }),
    defineField({ name: 'passwordPlaceholder', title: 'Password placeholder', type: 'string', group: 'form' }),
    defineField({ ...requiredString('signInLabel', 'Button when signing in'), group: 'form' }),
    defineField({ ...requiredString('signUpLabel', 'Button when signing up'), group: 'form' }),
    defineField({ ...requiredString('loadingLabel', 'Button while waiting', 'e.g. "Loading...".'), group: 'form' }),
    togglePair('toSignUp', 'Switch to sign-up', 'Under the sign-in form.'),
    togglePair('toSignIn', 'Switch to sign-in', 'Under the sign-up form.'),
    defineField({
      ...requiredString('genericError', 'Fallback error', 'Shown when the sign-in service fails without saying why.'),
      group: 'form',
    }),
    defineField({
      ...requiredString('forgotPasswordLabel', 'Forgot-password link', 'Under the sign-in form.'),
      group: 'form',
    }),
    defineField({
      ...requiredText('purchaseReason', 'Why, when buying a plan', 2),
      description:
        'Above the form when a plan’s button brought a signed-out visitor here. Write {plan} where the plan’s name goes.',
      group: 'form',
      validation: requiredWithPlaceholder('{plan}'),
    }),
    requiredGroup({
      name: 'reset',
      title: 'Forgotten password',
      description:
        'The visitor gives their email, receives a code, then enters it with a new password and is signed in. The code field uses the email verification step’s label.',
      group: 'reset',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text before sending the code', 2),
        requiredString('sendLabel', 'Send-code button'),
        textWithEmail('codeText', 'Text once the code is sent'),
        requiredString('newPasswordLabel', 'New password label'),
        requiredString('submitLabel', 'Reset button'),
        requiredString('backLabel', 'Back link', 'Returns to the sign-in form.'),
      ],
    }),
    requiredGroup({
      name: 'verification',
      title: 'Email verification step',
      description:
        'After signing up, or signing in on a browser the service does not know yet, the visitor enters the code we emailed them.',
      group: 'verification',
      fields: [
        requiredString('heading', 'Heading'),
        textWithEmail('text', 'Text after signing up'),
        textWithEmail('signInText', 'Text when signing in on a new browser'),
        requiredString('codeLabel', 'Code label'),
        defineField({ name: 'codePlaceholder', title: 'Code placeholder', type: 'string' }),
        requiredString('verifyLabel', 'Verify button'),
        requiredString('resendLabel', 'Resend button'),
        requiredString('resentMessage', 'After resending', 'Confirms that a new code is on its way.'),
        requiredString('backLabel', 'Back link', 'Returns to the form to use a different email address.'),
      ],
    }),
    requiredGroup({
      name: 'secondFactor',
      title: 'Two-step verification step',
      description:
        'After the password, for an account that turned on two-step verification: the code from the authenticator app, or one of the backup codes instead. What the sign-in service says about a wrong code is shown as it comes.',
      group: 'secondFactor',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text asking for the app’s code', 2),
        requiredString('codeLabel', 'App code label'),
        requiredString('useBackupCodeLabel', 'Switch to a backup code', 'Shown when the account has backup codes.'),
        requiredText('backupText', 'Text asking for a backup code', 2),
        requiredString('backupCodeLabel', 'Backup code label'),
        requiredString('useAppLabel', 'Switch back to the app'),
        requiredString('verifyLabel', 'Verify button'),
        requiredString('backLabel', 'Back link', 'Returns to the sign-in form.'),
      ],
    }),
    defineField({
      name: 'unavailable',
      title: 'Sign-in unavailable',
      description: 'Shown instead of the form when the sign-in service is not set up or cannot be reached.',
      type: 'object',
      group: 'unavailable',
      fields: [requiredString('heading', 'Heading'), requiredText('text', 'Text', 2)],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Sign-in page' }) },
})
