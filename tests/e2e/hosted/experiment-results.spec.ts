import { expect, test, type APIRequestContext } from '@playwright/test'
import { RUNNING_EXPERIMENT_GOAL, runningExperiment } from '../runningExperiment'
import { signedInStudio } from '../studioHelpers'
import { PLAUSIBLE_STAND_IN_ENDPOINT, PLAUSIBLE_TEST_DOMAIN } from '../../support/e2eSettings'
import { contentLakeEditor } from '../../support/hostedSanity'

/**
 * A running experiment's "Results" tab in the real Studio shows what Plausible counted: the events are sent to the
 * Plausible stand-in (as visitors' browsers would send them), the server reads its Stats API, and the view computes
 * the figures. The experiment is made for this test under its own id and removed afterwards.
 */
const GOAL = RUNNING_EXPERIMENT_GOAL

/** One visitor (Plausible tells them apart by address and User-Agent) seeing a variant, and perhaps converting. */
async function visit(
  request: APIRequestContext,
  visitor: string,
  experiment: string,
  variant: string,
  converts: boolean,
) {
  for (const name of converts ? ['pageview', GOAL] : ['pageview']) {
    const response = await request.post(PLAUSIBLE_STAND_IN_ENDPOINT, {
      headers: { 'content-type': 'text/plain', 'user-agent': `results-spec ${visitor}` },
      data: JSON.stringify({
        n: name,
        u: `https://${PLAUSIBLE_TEST_DOMAIN}/`,
        d: PLAUSIBLE_TEST_DOMAIN,
        p: JSON.stringify({ experiment, variant }),
      }),
    })
    expect(response.status()).toBe(202)
  }
}

test('the Results tab of a running experiment shows the figures computed from what Plausible recorded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const editor = contentLakeEditor()
  const id = `experiment-results-${Date.now()}`
  const problems = await signedInStudio(page)
  try {
    await editor.createOrReplace(runningExperiment(id))
    // Control: 120 visitors, 12 of them start a trial; B: 130 visitors, 26.
    for (let visitor = 0; visitor < 120; visitor++) await visit(request, `c${visitor}`, id, 'control', visitor < 12)
    for (let visitor = 0; visitor < 130; visitor++) await visit(request, `b${visitor}`, id, 'b', visitor < 26)

    await page.goto(`/studio/intent/edit/id=${id};type=experiment`)
    await page.getByRole('tab', { name: 'Results' }).click({ timeout: 60_000 })

    const row = (label: string) => page.getByRole('row', { name: label })
    // Reference values computed independently (Python, SciPy): Wilson 95 % intervals 5.81–16.67 % and 14.03–27.69 %;
    // P(B best) = 0.98573 with Beta(1 + conversions, 1 + failures) posteriors.
    await expect(row('Get Started')).toHaveText(/Get Started\s*120\s*12\s*10\.0 %\s*5\.8 % to 16\.7 %\s*1 %/, {
      timeout: 30_000,
    })
    await expect(row('Start Your Free Trial')).toHaveText(
      /Start Your Free Trial\s*130\s*26\s*20\.0 %\s*14\.0 % to 27\.7 %\s*98 %/,
    )
    await expect(page.getByRole('status').filter({ hasText: 'Start Your Free Trial is ahead' })).toHaveText(
      'Start Your Free Trial is ahead: 98 % chance it is best',
    )

    // One more converting visitor of the control shows after Refresh.
    await visit(request, 'late', id, 'control', true)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(row('Get Started')).toHaveText(/Get Started\s*121\s*13\s*10\.7 %/)

    // Stopped with frozen results (as the Stop action writes them): the tab shows those, not Plausible's.
    const frozen = [
      { variantId: 'control', label: 'Get Started', visitors: 200, conversions: 20 },
      { variantId: 'b', label: 'Start Your Free Trial', visitors: 200, conversions: 24 },
    ]
    await editor
      .patch(id)
      .set({
        state: 'stopped',
        stoppedAt: new Date().toISOString(),
        frozenResults: { json: JSON.stringify(frozen), frozenAt: '2026-11-20T10:00:00.000Z' },
      })
      .commit()
    await page.reload()
    await page.getByRole('tab', { name: 'Results' }).click({ timeout: 60_000 })
    // P(B best) = 0.73636 (Evan Miller's closed form, in Python).
    await expect(row('Start Your Free Trial')).toHaveText(/Start Your Free Trial\s*200\s*24\s*12\.0 %.*73 %/, {
      timeout: 30_000,
    })
    await expect(page.getByRole('status').filter({ hasText: 'No clear winner yet' })).toBeVisible()
    await expect(page.getByText('Frozen when the experiment stopped, 20 Nov 2026, 10:00 UTC')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0)
    expect(problems).toEqual([])
  } finally {
    await editor.delete(id)
  }
})
