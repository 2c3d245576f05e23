import { describe, expect, it } from 'vitest'
import { htmlErrors } from '../../support/htmlValidity'

/** The validator the page sweep runs on every page's HTML (tests/e2e/site/every-page.spec.ts). */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body><main>${body}</main></body></html>`

describe('the HTML validator of the page sweep', () => {
  it('passes a valid page: a form posting to its page, a code sample in a named region', async () => {
    expect(
      await htmlErrors(
        page(
          '<form action="/contact" method="post"><button type="submit">Send</button></form>' +
            '<figure><figcaption>bash</figcaption><div role="region" aria-label="bash" tabindex="0"><pre><code>ls</code></pre></div></figure>',
        ),
      ),
    ).toEqual([])
  })

  it('refuses a form with an empty action', async () => {
    expect(await htmlErrors(page('<form action=""><button type="submit">Send</button></form>'))).toEqual([
      expect.stringMatching(/^attribute-allowed-values .*"action" has invalid value "": html > body > main > form$/),
    ])
  })

  it('refuses a name on an element whose role prohibits one, even a focusable one', async () => {
    expect(await htmlErrors(page('<pre tabindex="0" aria-label="bash"><code>ls</code></pre>'))).toEqual([
      expect.stringMatching(/^site\/no-name-on-prohibited-role .*<pre> may not be named/),
    ])
    expect(await htmlErrors(page('<pre aria-labelledby="caption"><code>ls</code></pre>'))).toContainEqual(
      expect.stringMatching(/^site\/no-name-on-prohibited-role /),
    )
  })

  it('refuses what the HTML standard does not allow: a block in a paragraph, a duplicate id', async () => {
    const errors = await htmlErrors(page('<p id="a">text <div>block</div></p><span id="a"></span>'))
    expect(errors.map((error) => error.split(' ')[0])).toEqual(expect.arrayContaining(['no-dup-id']))
  })
})
