// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { copyableCodeBlocks } from '@/components/content/CopyableCodeBlock'
import { RichText } from '@/components/content/RichText'
import type { RichText as RichTextValue } from '@/sanity/types'
import { htmlErrors } from '../../support/htmlValidity'

afterEach(cleanup)

const body: RichTextValue = [
  {
    _type: 'block',
    _key: 'intro',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 'intro-text', text: 'Send your first request:', marks: [] }],
  },
  { _type: 'codeBlock', _key: 'sample', language: 'bash', filename: 'Send an email', code: 'curl -X POST /v1/send' },
]

describe('Code samples in rich text', () => {
  it('show their caption and code, and no copy button unless the page offers one', () => {
    render(<RichText value={body} />)
    const sample = screen.getByRole('figure')
    expect(within(sample).getByText('Send an email')).toBeTruthy()
    expect(within(sample).getByLabelText('Send an email').textContent).toBe('curl -X POST /v1/send')
    expect(within(sample).queryByRole('button')).toBeNull()
  })

  it('scroll in a focusable region named by their caption: valid HTML, as a <pre> may not be named', async () => {
    const { container } = render(<RichText value={body} />)
    const region = screen.getByRole('region', { name: 'Send an email' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.querySelector('pre')?.hasAttribute('aria-label')).toBe(false)
    expect(await htmlErrors(container.innerHTML)).toEqual([])
  })

  it('get a copy button with the page’s labels on pages that offer one', () => {
    render(<RichText value={body} CodeSample={copyableCodeBlocks({ copy: 'Copy', copied: 'Copied' })} />)
    const sample = screen.getByRole('figure')
    expect(within(sample).getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect(within(sample).getByLabelText('Send an email').textContent).toBe('curl -X POST /v1/send')
  })
})
