import type { SeedDocument } from './helpers'

const link = (label: string, href: string) => ({ _type: 'link', label, href })

export const accountContent: SeedDocument[] = [
  {
    _id: 'contactPage',
    _type: 'contactPage',
    title: 'Contact',
    intro:
      'Questions about plans, a demo for your team or help with a campaign: tell us what you need and the right person will get back to you within one business day.',
    seo: {
      _type: 'seo',
      title: 'Contact Us',
      description:
        'Talk to the Persistly team about plans, demos, Enterprise pricing or support. Email, call or send us a message and we will reply within one business day.',
    },
    details: {
      heading: 'Get in Touch',
      text: 'Prefer to talk it through? Reach us directly or visit our San Francisco office.',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      addressLabel: 'Office',
    },
    form: {
      heading: 'Send Us a Message',
      nameLabel: 'Name',
      namePlaceholder: 'Jane Cooper',
      emailLabel: 'Email',
      emailPlaceholder: 'jane@company.com',
      messageLabel: 'Message',
      messagePlaceholder: 'Tell us about your team and what you would like to achieve with your outreach.',
      submitLabel: 'Send Message',
      sendingLabel: 'Sending...',
    },
    messages: {
      success: 'Thanks for reaching out! Your message is on its way and we will reply within one business day.',
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Please keep your name under {max} characters.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@company.com.',
      messageRequired: 'Please write a message so we know how we can help.',
      messageTooLong: 'Please keep your message under {max} characters.',
      tooManyMessages:
        'You have sent several messages in the last few minutes. Please wait a little before sending another, or email us at hello@persistly.ai.',
      failed: 'Sorry, your message could not be sent. Please try again, or email us at hello@persistly.ai.',
    },
  },
  {
    _id: 'paymentSuccessPage',
    _type: 'paymentSuccessPage',
    seo: {
      _type: 'seo',
      title: 'Purchase Confirmed',
      description:
        'Your Persistly Outreach subscription is confirmed. Your plan is active and a confirmation email with your receipt is on its way.',
    },
    heading: 'Thank You for Your Purchase!',
    text: 'Your payment was successful and your plan is now active. You can start building campaigns and let year-long follow-ups do the rest.',
    planLabel: 'Your plan: {plan}',
    emailNote: 'A confirmation email with your receipt and next steps has been sent to your inbox.',
    homeLink: link('Return to Homepage', '/'),
    supportLink: link('Contact Support', '/contact'),
    unconfirmed: {
      heading: 'We Couldn’t Confirm Your Purchase',
      text: 'We could not find a completed payment for this checkout. If you were charged, your plan will be activated shortly and a confirmation email will follow; if not, contact our support team and we will sort it out.',
    },
    trialPlanUnconfirmed: {
      heading: 'Your Plan Hasn’t Started',
      text: 'We could not start your plan with the card you gave: it may have been declined, and you have not been charged. Your free trial goes on as before; you can choose a plan again from your account, with this card or another.',
      accountLabel: 'Go to My Account',
    },
  },
  {
    _id: 'accountPage',
    _type: 'accountPage',
    seo: {
      _type: 'seo',
      title: 'Your Account',
      description: 'Your Persistly Outreach account: your plan, its renewal date and billing.',
    },
    heading: 'Your Account',
    emailLabel: 'Signed in as',
    signOutLabel: 'Sign Out',
    signOutFailedText:
      'We couldn’t sign you out just now: our sign-in service did not answer, so you are still signed in. Please try again in a moment.',
    plan: {
      heading: 'Your Plan',
      statusLabels: { active: 'Active', trialing: 'Trial', pastDue: 'Payment overdue' },
      renewsText: 'Renews on {date}',
      cancelsText: 'Cancels on {date}: it will not renew.',
    },
    billing: {
      label: 'Manage Billing',
      text: 'Switch between Basic and Pro, update your card, download invoices or cancel, in Stripe’s secure billing portal.',
      unavailableText:
        'Billing management could not be opened just now. Please try again in a few minutes, or contact our support team.',
    },
    noPlan: {
      heading: 'No Plan Yet',
      text: 'Your account is ready, but it has no plan yet, so no campaigns are running. Choose Basic or Pro to start sending.',
      pricingLink: link('See Plans', '/pricing'),
    },
  },
  {
    _id: 'authPage',
    _type: 'authPage',
    seo: {
      _type: 'seo',
      title: 'Sign In or Sign Up',
      description:
        'Sign in to Persistly Outreach to manage your campaigns, or create an account to start your 14-day free trial. No credit card required.',
    },
    heading: 'Sign In or Sign Up',
    emailLabel: 'Email',
    emailPlaceholder: 'you@company.com',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Your password',
    signInLabel: 'Sign In',
    signUpLabel: 'Sign Up',
    loadingLabel: 'Loading...',
    toSignUp: { prompt: "Don't have an account?", action: 'Sign up' },
    toSignIn: { prompt: 'Already have an account?', action: 'Sign in' },
    genericError: 'Something went wrong. Please try again.',
    forgotPasswordLabel: 'Forgot password?',
    purchaseReason:
      'Sign in or create an account to continue buying {plan}. You’ll come straight back to the plans to finish.',
    reset: {
      heading: 'Reset Your Password',
      text: 'Enter the email address of your account and we will send you a code to choose a new password.',
      sendLabel: 'Send Code',
      codeText: 'We sent a 6-digit code to {email}. Enter it with your new password.',
      newPasswordLabel: 'New password',
      submitLabel: 'Reset Password',
      backLabel: 'Back to sign in',
    },
    verification: {
      heading: 'Check Your Email',
      text: 'We sent a 6-digit verification code to {email}. Enter it below to finish creating your account.',
      signInText: 'We sent a 6-digit verification code to {email}. Enter it below to confirm it’s you and sign in.',
      codeLabel: 'Verification code',
      codePlaceholder: '123456',
      verifyLabel: 'Verify Email',
      resendLabel: 'Resend code',
      resentMessage: 'A new code is on its way. It may take a minute to arrive.',
      backLabel: 'Use a different email',
    },
    secondFactor: {
      heading: 'Two-Step Verification',
      text: 'Enter the code from your authenticator app.',
      codeLabel: 'Authentication code',
      useBackupCodeLabel: 'Use a backup code instead',
      backupText:
        'Enter one of the backup codes you saved when you turned on two-step verification. Each code works once.',
      backupCodeLabel: 'Backup code',
      useAppLabel: 'Use your authenticator app instead',
      verifyLabel: 'Verify',
      backLabel: 'Back to sign in',
    },
    unavailable: {
      heading: 'Sign-in is unavailable right now',
      text: 'We can’t reach our sign-in service at the moment. Please try again in a few minutes, or contact us if the problem continues.',
    },
  },
]
