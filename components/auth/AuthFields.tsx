import type { Ref } from 'react'

/** The pieces the sign-in form's steps share: a labelled input, the error line and the small text buttons. */

const inputStyle =
  'mt-2 block w-full rounded-xl border border-white/15 bg-space-950 px-4 py-3 text-ink-100 placeholder:text-ink-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40'

export const textButton =
  'font-semibold text-brand-400 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60'

export function AuthInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  inputRef,
  className = '',
  ...input
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string | null
  inputRef?: Ref<HTMLInputElement>
  className?: string
  name: string
  type: 'email' | 'password' | 'text'
  autoComplete: string
  inputMode?: 'numeric'
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-100">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        {...input}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? undefined}
        className={`${inputStyle} ${className}`}
      />
    </div>
  )
}

/** The provider's message, announced when it appears; empty (and taking no room) otherwise. */
export function ErrorLine({ error }: { error: string }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-400 empty:min-h-0">
      {error}
    </p>
  )
}
