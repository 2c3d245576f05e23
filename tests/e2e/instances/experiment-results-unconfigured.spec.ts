import { expect, test } from '@playwright/test'
import { runningExperiment } from '../runningExperiment'
import { signedInStudio } from '../studioHelpers'
import { contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { INSTANCE_A, INSTANCES_CONTENT_LAKE_API_HOST } from '../../support/sharedRedisSettings'

/**
 * The Results tab of a running experiment on a server without Plausible's Stats API key (these instances run without
 * one; tests/support/shared-redis-instances.ts): it names the setting to set and where the key is made, and shows no
 * figures. The Studio is the one built (served by the hosted server, static), whose Content Lake address reaches the
 * instances' stand-in in this project's browser (tests/support/testServers.ts); its request for results goes to
 * instance A, as a load balancer in front of the site would send it, so that the server without the key answers it.
 * The experiment is made for this test and removed afterwards.
 */
test('without the Stats API key, the Results tab says which setting to set and where the key is made', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const editor = contentLakeEditor(INSTANCES_CONTENT_LAKE_API_HOST)
  const id = `experiment-unconfigured-${Date.now()}`
  const problems = await signedInStudio(page)
  try {
    await editor.createOrReplace(runningExperiment(id))
    const answered: number[] = []
    await page.route(`${HOSTED_ORIGIN}/api/studio/experiments/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(HOSTED_ORIGIN, INSTANCE_A.origin) })
      answered.push(response.status())
      await route.fulfill({ response })
    })
    await page.goto(`${HOSTED_ORIGIN}/studio/intent/edit/id=${id};type=experiment`)
    await page.getByRole('tab', { name: 'Results' }).click({ timeout: 60_000 })

    await expect(page.getByText(/the site's server is missing a setting/)).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText(/^Set PLAUSIBLE_STATS_API_KEY in the site's environment and redeploy/)).toBeVisible()
    await expect(page.getByText(/Settings → API keys → Stats API/)).toBeVisible()
    // Nothing else is named as missing (the server has the viewer token and the site id), and no figures are shown.
    await expect(page.getByText(/SANITY_API_READ_TOKEN|PLAUSIBLE_SITE_ID/)).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    // Instance A's answer: 503, the server missing a setting; before it, a 401 each time the Studio asked while the
    // instance could not yet query the secret the Studio had just written (the stand-in plays the index lag).
    expect(answered.at(-1)).toBe(503)
    expect(answered.slice(0, -1).filter((status) => status !== 401)).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await editor.delete(id)
  }
})
