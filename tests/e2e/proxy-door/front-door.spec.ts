import { test } from '@playwright/test'
import { expectFrontDoorAnswers } from '../frontDoorCases'

/**
 * The site build served by Next's own server (`next start`), without the production server in front: the proxy is
 * the door, as under `next dev` and on Vercel, and answers the same cases the production server does.
 */
test('the proxy answers the decision’s cases as the production server does', async ({ request }) => {
  await expectFrontDoorAnswers(request)
})
