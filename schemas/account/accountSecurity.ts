import { UnlockIcon } from '@sanity/icons/Unlock'
import { defineField, defineType } from '@sanity/types'
import { requiredGroup, requiredString, requiredText, requiredWithPlaceholder } from '../fields'

/**
 * The parts of /account where people look after their own account: two-step verification, the password, the
 * signed-in devices, and the re-verification the sign-in service may ask for before a sensitive change. Shown below the plan (the Account
 * page document has the rest of the page's words).
 */
export const accountSecurity = defineType({
  name: 'accountSecurity',
  title: 'Account security & privacy',
  type: 'document',
  icon: UnlockIcon,
  groups: [
    { name: 'twoStep', title: 'Two-step verification', default: true },
    { name: 'password', title: 'Password' },
    { name: 'sessions', title: 'Signed-in devices' },
    { name: 'privacy', title: 'Your data' },
    { name: 'reverify', title: 'Confirm it’s you' },
    { name: 'common', title: 'Shared messages' },
  ],
  fields: [
    requiredGroup({
      name: 'twoStep',
      title: 'Two-step verification',
      description:
        'Turning on an authenticator app (a QR code and its key, confirmed with a code), the backup codes shown once, new backup codes, turning it off.',
      group: 'twoStep',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('offText', 'Text while it is off', 2),
        requiredText('onText', 'Text while it is on', 2),
        requiredString('turnOnLabel', 'Turn-on button'),
        requiredText('scanText', 'Setup instructions', 3),
        requiredString('qrLabel', 'QR code description', 'Read out by screen readers.'),
        requiredString('secretLabel', 'Key label', 'Before the key for typing into the app by hand.'),
        requiredString('codeLabel', 'Code label'),
        requiredString('confirmLabel', 'Confirm button'),
        requiredString('cancelLabel', 'Cancel button'),
        requiredString('backupHeading', 'Backup codes heading'),
        requiredText('backupText', 'Backup codes text', 3),
        requiredString('copyLabel', 'Copy button'),
        requiredString('copiedLabel', 'After copying'),
        requiredString('downloadLabel', 'Download button'),
        requiredString('downloadFileName', 'Downloaded file name', 'e.g. persistly-backup-codes.txt'),
        requiredString('doneLabel', 'Button under the codes', 'Hides the codes for good.'),
        requiredString('newCodesLabel', 'New backup codes button'),
        requiredString('turnOffLabel', 'Turn-off button'),
        requiredString('turnedOnMessage', 'After turning it on'),
        requiredString('turnedOffMessage', 'After turning it off'),
      ],
    }),
    requiredGroup({
      name: 'password',
      title: 'Changing the password',
      description:
        'The current password and a new one. Why the sign-in service refuses a new password (too short, found in a data breach…) is shown in its own words.',
      group: 'password',
      fields: [
        requiredString('heading', 'Heading'),
        requiredString('currentLabel', 'Current password label'),
        requiredString('newLabel', 'New password label'),
        requiredString(
          'signOutOthersLabel',
          'Sign out elsewhere checkbox',
          'Signs out every other device after the change.',
        ),
        requiredString('submitLabel', 'Button'),
        requiredString('changedMessage', 'After the change'),
        defineField({
          ...requiredText('signOutFailedText', 'When the other devices could not be signed out', 2),
          description:
            'The password has changed: say how to sign the other devices out (the button under the signed-in devices).',
        }),
        requiredText('tooManyAttempts', 'After too many attempts', 2),
      ],
    }),
    requiredGroup({
      name: 'sessions',
      title: 'Signed-in devices',
      description:
        'Every browser signed in to the account: the browser, the device and the place when the sign-in service knows them, when it was last used.',
      group: 'sessions',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text', 2),
        requiredString('thisDeviceLabel', 'This device', 'The badge on the browser the person is using.'),
        requiredString('unknownBrowser', 'Browser not known'),
        defineField({
          ...requiredString('lastActiveText', 'Last active', 'Write {date} where the date goes.'),
          validation: requiredWithPlaceholder('{date}'),
        }),
        requiredString('signOutLabel', 'Sign-out button', 'For one other device.'),
        requiredString('signOutOthersLabel', 'Sign out everywhere else'),
      ],
    }),
    requiredGroup({
      name: 'privacy',
      title: 'Your data',
      description:
        'The rights the privacy policy grants, used from the account: exporting everything the site holds about the person as a file.',
      group: 'privacy',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('exportText', 'Export text', 3),
        requiredString('exportLabel', 'Export button'),
        requiredText('exportTooMany', 'After too many exports', 2),
        requiredText('exportFailed', 'When the file could not be made', 2),
      ],
    }),
    requiredGroup({
      name: 'deletion',
      title: 'Deleting the account',
      description:
        'The password and a typed word confirm it. Say the rule the Terms of Service set: any subscription ends at once, without refund for the rest of the period; invoices stay with Stripe.',
      group: 'privacy',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text (the rule)', 4),
        requiredString('passwordLabel', 'Password label'),
        requiredString('confirmWord', 'Word to type', 'e.g. DELETE. The person types it exactly.'),
        defineField({
          ...requiredString('confirmLabel', 'Confirmation label', 'Write {word} where the word goes.'),
          validation: requiredWithPlaceholder('{word}'),
        }),
        requiredString('submitLabel', 'Delete button'),
        requiredText('failedText', 'When a service failed', 2),
        requiredText('tooManyAttempts', 'After too many attempts', 2),
        defineField({
          ...requiredString(
            'farewellPath',
            'Farewell page',
            'Where the browser goes once the account is deleted, e.g. /goodbye.',
          ),
          validation: (rule) =>
            rule
              .required()
              .custom((path: string | undefined) =>
                !path || /^\/[a-z0-9-/]*$/.test(path) ? true : 'A path on this site, like /goodbye.',
              ),
        }),
      ],
    }),
    requiredGroup({
      name: 'reverify',
      title: 'Confirm it’s you',
      description:
        'When the sign-in service asks the person to prove it is them before a sensitive change: the password, then, for an account with two-step verification, the app’s code.',
      group: 'reverify',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('passwordText', 'Text asking for the password', 2),
        requiredString('passwordLabel', 'Password label'),
        requiredText('codeText', 'Text asking for the app’s code', 2),
        requiredString('codeLabel', 'Code label'),
        requiredString('submitLabel', 'Continue button'),
        requiredString('cancelLabel', 'Cancel button'),
      ],
    }),
    defineField({ ...requiredString('loadingLabel', 'While waiting', 'e.g. "Loading..."'), group: 'common' }),
    defineField({
      ...requiredString('genericError', 'Fallback error', 'When the sign-in service fails without saying why.'),
      group: 'common',
    }),
    defineField({
      ...requiredString(
        'unavailableText',
        'When the sign-in service cannot be reached',
        'Shown in place of the controls that need it.',
      ),
      group: 'common',
    }),
  ],
  preview: { prepare: () => ({ title: 'Account security & privacy' }) },
})
