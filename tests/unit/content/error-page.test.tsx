// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage } from '@/components/layout/ErrorMessage'
import { ErrorPageWordsProvider } from '@/components/layout/ErrorPageWords'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { errorPageQuery } from '@/lib/sanity/content/site'
import type { ErrorPageWords } from '@/lib/site/errorPageWords'
import type { ErrorPageQueryResult } from '@/sanity/types'
import { seedDocument } from '../../support/seedContent'

afterEach(cleanup)

/** A server failure as Next hands it to an error boundary in production: no message, the digest it was logged under. */
const serverFailure = Object.assign(new Error('An error occurred in the Server Components render.'), {
  digest: '3141592653',
})

const published: ErrorPageWords = {
  heading: 'We hit a snag',
  message: 'Give it another go.',
  retryLabel: 'Reload this page',
  homeLinkLabel: 'Go to the home page',
  referenceLabel: 'Reference',
  documentTitle: 'A snag',
}

describe('the error page', () => {
  it('says what the published error page says, retries, leads home and names the failure’s digest', async () => {
    const retry = vi.fn()
    render(
      <ErrorPageWordsProvider words={published}>
        <ErrorMessage error={serverFailure} retry={retry} />
      </ErrorPageWordsProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(published.heading)
    expect(screen.getByText(published.message)).toBeTruthy()
    expect(screen.getByRole('link', { name: published.homeLinkLabel }).getAttribute('href')).toBe('/')
    expect(screen.getByText(`${published.referenceLabel}:`, { exact: false }).textContent).toBe(
      `${published.referenceLabel}: 3141592653`,
    )
    expect(document.title).toBe(published.documentTitle)
    await userEvent.click(screen.getByRole('button', { name: published.retryLabel }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('falls back to the seed’s words where no layout could provide the published ones', () => {
    render(<ErrorMessage error={serverFailure} retry={() => {}} />)
    const seed = seedDocument<ErrorPageWords>('errorPage')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(seed.heading)
    expect(screen.getByRole('button', { name: seed.retryLabel })).toBeTruthy()
    expect(screen.getByRole('link', { name: seed.homeLinkLabel })).toBeTruthy()
  })

  it('shows no reference for a failure in the browser, which has no digest', () => {
    render(<ErrorMessage error={new TypeError('x is undefined')} retry={() => {}} />)
    expect(screen.queryByText(seedDocument<ErrorPageWords>('errorPage').referenceLabel, { exact: false })).toBeNull()
    expect(screen.queryByText('x is undefined', { exact: false })).toBeNull()
  })

  it('reads every word from the errorPage document', async () => {
    const words = await queryEmbedded<ErrorPageQueryResult>(errorPageQuery)
    const { _id, _type, ...seedWords } = seedDocument<ErrorPageWords & { _id: string; _type: string }>('errorPage')
    expect({ _id, _type }).toEqual({ _id: 'errorPage', _type: 'errorPage' })
    expect(words).toEqual(seedWords)
  })
})
