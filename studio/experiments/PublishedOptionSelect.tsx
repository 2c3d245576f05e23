import { Select, Text } from '@sanity/ui'
import { useEffect, useState, type ChangeEvent } from 'react'
import { set, unset, useClient, type StringInputProps } from 'sanity'
import { apiVersion } from '@/lib/sanity/api'

export type PublishedOption = { value: string; label: string }

type PublishedOptionSelectProps<Result> = {
  input: StringInputProps
  /** What to read, once the fields it depends on are chosen; until then (`null`), `waitingText` is shown. */
  read: { query: string; params: Record<string, string> } | null
  waitingText: string
  readingText: string
  /** The first option, which stores nothing. */
  noneLabel: string
  /** The options from what was read (`null`: nothing there, or the read failed) and the field's current value. */
  options: (result: Result | null, value: string | undefined) => PublishedOption[]
}

/**
 * A string field of an experiment chosen from a list read from another document (the experiment's page, its section):
 * reads it again whenever what it depends on changes, and stores the option chosen, or nothing for the first one.
 */
export function PublishedOptionSelect<Result>({
  input: { value, onChange, readOnly, elementProps },
  read,
  waitingText,
  readingText,
  noneLabel,
  options,
}: PublishedOptionSelectProps<Result>) {
  const client = useClient({ apiVersion })
  // The parameters by value, so that each render's new object does not read again.
  const paramsKey = read && JSON.stringify(read.params)
  const query = read?.query
  const [result, setResult] = useState<{ read: Result | null } | null>(null)

  useEffect(() => {
    if (!query || !paramsKey) return
    let current = true
    client
      .fetch<Result | null>(query, JSON.parse(paramsKey) as Record<string, string>)
      .then((found) => current && setResult({ read: found }))
      .catch(() => current && setResult({ read: null }))
    return () => {
      current = false
    }
  }, [client, query, paramsKey])

  if (!read) return <Text muted>{waitingText}</Text>
  if (!result) return <Text muted>{readingText}</Text>
  return (
    <Select
      {...elementProps}
      readOnly={readOnly}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
      }
    >
      <option value="">{noneLabel}</option>
      {options(result.read, value).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  )
}
