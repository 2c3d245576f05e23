import { describe, expect, it } from 'vitest'
import { authPageQuery } from '@/lib/sanity/content/auth'
import { siteChromeQuery } from '@/lib/sanity/content/site'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { AuthPageQueryResult, SiteChromeQueryResult } from '@/sanity/types'

describe('/auth content', () => {
  it('has every label the form, the verification steps and the unavailable message show', async () => {
    const page = await queryEmbedded<AuthPageQueryResult>(authPageQuery)
    expect(page).toMatchObject({
      heading: 'Sign In or Sign Up',
      emailLabel: 'Email',
      passwordLabel: 'Password',
      signInLabel: 'Sign In',
      signUpLabel: 'Sign Up',
      loadingLabel: 'Loading...',
      toSignUp: { prompt: "Don't have an account?", action: 'Sign up' },
      toSignIn: { prompt: 'Already have an account?', action: 'Sign in' },
      genericError: expect.any(String),
      verification: {
        heading: expect.any(String),
        text: expect.stringContaining('{email}'),
        codeLabel: expect.any(String),
        verifyLabel: expect.any(String),
        resendLabel: expect.any(String),
        resentMessage: expect.any(String),
        backLabel: expect.any(String),
      },
      secondFactor: {
        text: 'Enter the code from your authenticator app.',
        useBackupCodeLabel: 'Use a backup code instead',
        codeLabel: expect.any(String),
        backupText: expect.any(String),
        backupCodeLabel: expect.any(String),
        useAppLabel: expect.any(String),
        verifyLabel: expect.any(String),
        backLabel: expect.any(String),
      },
      unavailable: { heading: expect.any(String), text: expect.any(String) },
    })
    expect(page?.seo.description?.length).toBeGreaterThan(50)
  })

  it('the product name shown after the heading comes from site settings', async () => {
    const chrome = await queryEmbedded<SiteChromeQueryResult>(siteChromeQuery)
    expect(chrome.settings?.appName).toBe('Persistly Outreach')
  })
})
