import { expect, test } from '@playwright/test'

/** The site on its bundled content (no Sanity project): there are no drafts, and the enable route says so. */
test('without a Sanity project, enabling draft mode says plainly that there are no drafts', async ({ request }) => {
  const response = await request.get(
    '/api/draft-mode/enable?sanity-preview-secret=anything&sanity-preview-pathname=/',
    {
      maxRedirects: 0,
    },
  )
  expect(response.status()).toBe(404)
  expect(await response.text()).toMatch(/no drafts to preview/)
  expect(response.headers()['set-cookie']).toBeUndefined()
})
