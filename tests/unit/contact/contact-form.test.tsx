// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ContactForm, type ContactAction } from '@/components/contact/ContactForm'
import { Toaster } from '@/components/feedback/Toaster'
import type { ContactFormState } from '@/lib/contact/state'
import * as account from '@/lib/sanity/content/account'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { ContactPageQueryResult } from '@/sanity/types'

const trackGoal = vi.hoisted(() => vi.fn())
vi.mock('@/lib/analytics/tracker', () => ({ trackGoal }))

let page: NonNullable<ContactPageQueryResult>
beforeAll(async () => {
  page = (await queryEmbedded<ContactPageQueryResult>(account.contactPageQuery))!
  // react-hot-toast asks for the visitor's motion preference.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never
})
afterEach(() => {
  cleanup()
  trackGoal.mockReset()
})

function setup(action: ContactAction) {
  const user = userEvent.setup()
  render(
    <>
      <ContactForm form={page.form} action={action} page="/contact" />
      <Toaster />
    </>,
  )
  const form = screen.getByRole('form', { name: 'Send Us a Message' })
  const name = screen.getByLabelText<HTMLInputElement>('Name')
  const email = screen.getByLabelText<HTMLInputElement>('Email')
  const message = screen.getByLabelText<HTMLTextAreaElement>('Message')
  return { user, form, name, email, message, send: screen.getByRole('button', { name: 'Send Message' }) }
}

const sentState = (id: string): ContactFormState => ({
  status: 'sent',
  values: { name: '', email: '', message: '' },
  message: page.messages.success,
  id,
})

describe('the contact form', () => {
  it('hands what was typed (and the empty honeypot) to the server action', async () => {
    const action = vi.fn<ContactAction>(async () => sentState('1'))
    const { user, name, email, message, send } = setup(action)
    await user.type(name, 'Jane Cooper')
    await user.type(email, 'jane@company.com')
    await user.type(message, 'Hello')
    await user.click(send)
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    const data = action.mock.calls[0][1]
    expect(Object.fromEntries(data.entries())).toMatchObject({
      name: 'Jane Cooper',
      email: 'jane@company.com',
      message: 'Hello',
      website: '',
    })
  })

  it('while sending, the button says so and cannot be pressed again', async () => {
    let finish!: (state: ContactFormState) => void
    const action = vi.fn<ContactAction>(() => new Promise((resolve) => (finish = resolve)))
    const { user, message, send } = setup(action)
    await user.type(message, 'Hello')
    await user.click(send)
    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' })
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    // Pressed again while sending: no second message, and the button keeps the focus it has.
    await user.click(sending)
    expect(action).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(sending)
    await act(async () => finish(sentState('2')))
    const ready = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send Message' })
    expect(ready.getAttribute('aria-disabled')).toBeNull()
    expect(document.activeElement).toBe(ready)
  })

  it('shows the server’s message under each field, keeps the typed text and focuses the first field to fix', async () => {
    const typed = { name: '', email: 'jane@', message: 'My question' }
    const action: ContactAction = async () => ({
      status: 'invalid',
      values: typed,
      errors: { name: page.messages.nameRequired, email: page.messages.emailInvalid },
    })
    const { user, name, email, message, send } = setup(action)
    await user.type(email, 'jane@')
    await user.type(message, 'My question')
    await user.click(send)
    await screen.findByText(page.messages.nameRequired)
    const description = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(description(name)).toBe(page.messages.nameRequired)
    expect(description(email)).toBe(page.messages.emailInvalid)
    expect(message.hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(name)
    expect(email.value).toBe('jane@')
    expect(message.value).toBe('My question')
  })

  it('when sending fails, says so and keeps everything typed', async () => {
    const typed = { name: 'Jane', email: 'jane@company.com', message: 'My long question' }
    const action: ContactAction = async () => ({ status: 'failed', values: typed, message: page.messages.failed })
    const { user, name, email, message, send } = setup(action)
    await user.type(name, typed.name)
    await user.type(email, typed.email)
    await user.type(message, typed.message)
    await user.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe(page.messages.failed)
    expect([name.value, email.value, message.value]).toEqual(Object.values(typed))
    expect(trackGoal).not.toHaveBeenCalled()
  })

  it('on success clears the form, shows one toast and counts the goal once per message', async () => {
    let count = 0
    const action: ContactAction = async () => sentState(String(++count))
    const { user, name, message, send } = setup(action)
    await user.type(name, 'Jane')
    await user.type(message, 'First')
    await user.click(send)
    await screen.findByText(page.messages.success)
    expect(screen.getByRole('status').textContent).toContain(page.messages.success)
    await waitFor(() => expect(name.value).toBe(''))
    expect(message.value).toBe('')
    await user.type(message, 'Second')
    await user.click(send)
    await waitFor(() => expect(trackGoal).toHaveBeenCalledTimes(2))
    expect(trackGoal).toHaveBeenCalledWith('Contact Message Sent')
    expect(screen.getAllByText(page.messages.success)).toHaveLength(1)
  })
})
