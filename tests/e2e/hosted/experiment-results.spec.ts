import { expect, test, type APIRequestContext } from '@playwright/test'
import { RUNNING_EXPERIMENT_GOAL, runningExperiment } from '../runningExperiment'
import { signedInStudio } from '../studioHelpers'
import { PLAUSIBLE_STAND_IN_ENDPOINT, PLAUSIBLE_TEST_DOMAIN } from '../../support/e2eSettings'
import { contentLakeEditor } from '../../support/hostedSanity'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from '@/lib/experiments/tagging'

/**
 * A running experiment's "Results" tab in the real Studio shows what Plausible counted: the events are sent to the
 * Plausible stand-in (as visitors' browsers would send them), the server reads its Stats API, and the view computes
 * the figures. The experiment is made for this test under its own id and removed afterwards.
 */
const GOAL = RUNNING_EXPERIMENT_GOAL

/**
 * One browser enrolled in a variant, and perhaps converting, as its tracker reports it (lib/experiments/tagging.ts):
 * its enrolment, a pageview, and its first goal marked as such.
 */
async function visit(
  request: APIRequestContext,
  visitor: string,
  experiment: string,
  variant: string,
  converts: boolean,
) {
  const events: [string, object][] = [
    [ENROLMENT_EVENT, {}],
    ['pageview', {}],
    ...(converts ? ([[GOAL, { [FIRST_GOAL_PROPERTY]: 'yes' }]] as [string, object][]) : []),
  ]
  for (const [name, props] of events) {
    const response = await request.post(PLAUSIBLE_STAND_IN_ENDPOINT, {
      headers: { 'content-type': 'text/plain', 'user-agent': `results-spec ${visitor}` },
      data: JSON.stringify({
        n: name,
        u: `https://${PLAUSIBLE_TEST_DOMAIN}/`,
        d: PLAUSIBLE_TEST_DOMAIN,
        p: JSON.stringify({ experiment, variant, ...props }),
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
    // Reference values computed independently (Python): the always-valid 95 % interval of B's lift (Waudby-Smith et
    // al., eq. 9, tuned to 5,000 visitors) runs from −11.3 to +31.3 points: wide at 250 visitors, so no call yet.
    await expect(row('Get Started')).toHaveText(/Get Started\s*50 %\s*120\s*12\s*10\.0 %\s*Control/, {
      timeout: 30_000,
    })
    await expect(row('Start Your Free Trial')).toHaveText(
      /Start Your Free Trial\s*50 %\s*130\s*26\s*20\.0 %\s*\+10\.0 points \(\+100 %\)\s*−11\.3 to \+31\.3 points\s*No call yet/,
    )
    const verdict = page.getByRole('status').filter({ hasText: 'No call yet' })
    await expect(verdict).toContainText('No call yet: no variant converts measurably better or worse than the control.')
    await expect(verdict).not.toContainText(/ahead|best/)

    // One more converting browser of the control shows after Refresh.
    await visit(request, 'late', id, 'control', true)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(row('Get Started')).toHaveText(/Get Started\s*50 %\s*121\s*13\s*10\.7 %/)

    // Stopped with frozen results (as the Stop action writes them): the tab shows those, not Plausible's.
    const frozen = [
      { variantId: 'control', label: 'Get Started', visitors: 200, conversions: 20, share: 50 },
      { variantId: 'b', label: 'Start Your Free Trial', visitors: 200, conversions: 60, share: 50 },
    ]
    await editor
      .patch(id)
      .set({
        state: 'stopped',
        stoppedAt: new Date().toISOString(),
        frozenResults: { json: JSON.stringify(frozen), frozenAt: '2026-11-20T10:00:00.000Z', counted: 'browsers' },
      })
      .commit()
    await page.reload()
    await page.getByRole('tab', { name: 'Results' }).click({ timeout: 60_000 })
    // The interval, computed in Python as above: +4.1 to +35.9 points, above zero: a call.
    await expect(row('Start Your Free Trial')).toHaveText(
      /Start Your Free Trial\s*50 %\s*200\s*60\s*30\.0 %\s*\+20\.0 points \(\+200 %\)\s*\+4\.1 to \+35\.9 points\s*Better than the control/,
      { timeout: 30_000 },
    )
    await expect(
      page.getByRole('status').filter({ hasText: 'Start Your Free Trial converts better than the control.' }),
    ).toBeVisible()
    await expect(page.getByText('Frozen when the experiment stopped, 20 Nov 2026, 10:00 UTC')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0)
    expect(problems).toEqual([])
  } finally {
    await editor.delete(id)
  }
})
