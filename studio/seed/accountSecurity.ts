import type { SeedDocument } from './helpers'

/** Where a deleted account's browser lands: a page made of sections, which marketers edit like any other. */
const farewellPage: SeedDocument = {
  _id: 'page-goodbye',
  _type: 'page',
  title: 'Goodbye',
  slug: { _type: 'slug', current: 'goodbye' },
  // Reached only once an account is deleted.
  hiddenFromSearch: true,
  seo: {
    _type: 'seo',
    title: 'Your Account Has Been Deleted',
    description:
      'Your Persistly Outreach account has been deleted. Thank you for trying Persistly; you are welcome back any time.',
  },
  sections: [
    {
      _type: 'callToActionSection',
      heading: 'Your account has been deleted',
      body: 'Thank you for trying Persistly. Your subscription has ended and you have been signed out. If you change your mind, you are welcome to start again any time.',
      primaryLink: { _type: 'link', label: 'Back to the home page', href: '/' },
    },
  ],
}

export const accountSecurityContent: SeedDocument[] = [
  {
    _id: 'accountSecurity',
    _type: 'accountSecurity',
    twoStep: {
      heading: 'Two-Step Verification',
      offText:
        'Add a second step to signing in: a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
      onText: 'On. Signing in asks for the code from your authenticator app, or one of your backup codes.',
      turnOnLabel: 'Turn On',
      scanText:
        'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy or similar), or type the key into it by hand. Then enter the 6-digit code the app shows.',
      qrLabel: 'QR code to add Persistly to your authenticator app',
      secretLabel: 'Key',
      codeLabel: 'Code from the app',
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
      backupHeading: 'Your Backup Codes',
      backupText:
        'If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only now.',
      copyLabel: 'Copy Codes',
      copiedLabel: 'Copied',
      downloadLabel: 'Download',
      downloadFileName: 'persistly-backup-codes.txt',
      doneLabel: 'I Saved My Codes',
      newCodesLabel: 'New Backup Codes',
      turnOffLabel: 'Turn Off',
      turnedOnMessage: 'Two-step verification is on.',
      turnedOffMessage: 'Two-step verification is off.',
    },
    password: {
      heading: 'Password',
      currentLabel: 'Current password',
      newLabel: 'New password',
      signOutOthersLabel: 'Sign out of my other devices',
      submitLabel: 'Change Password',
      changedMessage: 'Your password has been changed.',
      signOutFailedText:
        'Your other devices could not be signed out just now. Use Sign Out Everywhere Else under Where You’re Signed In.',
      tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
    },
    sessions: {
      heading: 'Where You’re Signed In',
      text: 'The browsers signed in to your account. If you don’t recognise one, sign it out and change your password.',
      thisDeviceLabel: 'This device',
      unknownBrowser: 'Unknown browser',
      lastActiveText: 'Last active {date}',
      signOutLabel: 'Sign Out',
      signOutOthersLabel: 'Sign Out Everywhere Else',
    },
    privacy: {
      heading: 'Your Data',
      exportText:
        'Download everything we hold about you as one file: your profile and how you sign in, your plan and billing history, and the messages you sent us.',
      exportLabel: 'Export My Data',
      exportTooMany: 'You have exported your data several times in the last hour. Please try again later.',
      exportFailed:
        'Your data could not be gathered just now. Please try again in a few minutes, or contact us and we will send it to you.',
    },
    deletion: {
      heading: 'Delete Your Account',
      text: 'Deleting your account cannot be undone. Any subscription ends at once and the rest of a paid period is not refunded, as our Terms of Service say; to keep your plan until it runs out, cancel it in Manage Billing instead. Your invoices stay with our payment processor, Stripe, as tax law requires, and the messages you sent us lose your name and address.',
      passwordLabel: 'Password',
      confirmWord: 'DELETE',
      confirmLabel: 'Type {word} to confirm',
      submitLabel: 'Delete My Account',
      failedText:
        'Your account could not be deleted just now. Nothing is lost: please try again in a few minutes, or contact us and we will finish it for you.',
      tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
      farewellPath: '/goodbye',
    },
    reverify: {
      heading: 'Confirm It’s You',
      passwordText: 'For your security, enter your password to make this change.',
      passwordLabel: 'Password',
      codeText: 'Enter the code from your authenticator app, or one of your backup codes.',
      codeLabel: 'Authentication code',
      submitLabel: 'Continue',
      cancelLabel: 'Cancel',
    },
    loadingLabel: 'Loading...',
    genericError: 'Something went wrong. Please try again.',
    unavailableText:
      'These settings cannot be reached right now. Please try again in a few minutes, or contact us if the problem continues.',
  },
  farewellPage,
]
