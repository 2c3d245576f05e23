import { loadavg } from 'node:os'

/** The middle value (the upper one of the two middle values of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export const kb = (value: number) => `${value.toFixed(1)} KB`

/** The machine's load average over 1, 5 and 15 minutes: timings mean little without it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
