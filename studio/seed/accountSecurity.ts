import type { SeedDocument } from './helpers'

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
    reverify: {
      heading: 'Confirm It’s You',
      passwordText: 'For your security, enter your password to make this change.',
      passwordLabel: 'Password',
      codeText: 'Now enter the code from your authenticator app.',
      codeLabel: 'Authentication code',
      submitLabel: 'Continue',
      cancelLabel: 'Cancel',
    },
    loadingLabel: 'Loading...',
    genericError: 'Something went wrong. Please try again.',
    unavailableText:
      'These settings cannot be reached right now. Please try again in a few minutes, or contact us if the problem continues.',
  },
]
