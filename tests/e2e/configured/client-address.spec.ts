import { get } from 'node:http'
import { expect, test } from '@playwright/test'
import { SEARCH_RATE_LIMIT } from '@/lib/search/run'
import { seedDocument } from '../../support/seedContent'
import { contactForm, MESSAGES } from '../contactHelpers'
import { waitForHydration } from '../helpers'

/**
 * On a server started like production (`npm start`, server.ts) with nothing in front of it and TRUSTED_PROXY
 * unset, the contact limit counts the connection's own address: headers a client makes up, including the
 * one the server records the address in, change nothing.
 */
test('a client making up new address headers for every message is still limited to 5 messages', async ({
  page,
  context,
}) => {
  await page.goto('/contact')
  const { name, email, message, send } = contactForm(page)
  await waitForHydration(send)
  const results: string[] = []
  for (let round = 1; round <= 6; round++) {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.100.${round}`,
      'x-real-ip': `198.51.100.${round}`,
      'x-connection-address': `198.51.100.${round}`,
    })
    await name.fill('Mallory')
    await email.fill('mallory@example.com')
    await message.fill(`Message ${round}`)
    await send.click()
    const refused = page.getByRole('alert').filter({ hasText: MESSAGES.tooManyMessages })
    // Either the form clears (sent) or the refusal shows, with the text kept.
    await expect.poll(async () => (await message.inputValue()) === '' || (await refused.isVisible())).toBe(true)
    results.push((await refused.isVisible()) ? 'refused' : 'sent')
    if (results.at(-1) === 'refused') await expect(message).toHaveValue(`Message ${round}`)
  }
  // A retried run shares the allowance with the first attempt: never more than 5, and the sixth refused.
  expect(results.filter((result) => result === 'sent').length).toBeLessThanOrEqual(5)
  expect(results.at(-1)).toBe('refused')
})

/** A search sent from `localAddress` (any of 127.0.0.0/8 is this machine): the page's HTML. */
function searchFrom(baseURL: string, localAddress: string, words: string) {
  const { port, host } = new URL(baseURL)
  return new Promise<string>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, localAddress, path: `/search?q=${words}`, headers: { host } },
      (response) => {
        let html = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (html += chunk))
        response.on('end', () => resolve(html))
      },
    )
    request.on('error', reject)
  })
}

test('each connection’s own address has its own allowance: the limits read what the server recorded', async ({
  baseURL,
}) => {
  const { tooManySearches } = seedDocument<{ messages: { tooManySearches: string } }>('searchPage').messages
  for (let search = 1; search <= SEARCH_RATE_LIMIT.limit; search++) {
    expect(await searchFrom(baseURL!, '127.0.0.2', `email+${search}`), `search ${search}`).not.toContain(
      tooManySearches,
    )
  }
  expect(await searchFrom(baseURL!, '127.0.0.2', 'email')).toContain(tooManySearches)
  // Another address is another client. Were the recorded address not believed, every request would count as one
  // unknown client, and this one would be refused too.
  expect(await searchFrom(baseURL!, '127.0.0.3', 'email')).not.toContain(tooManySearches)
})
