/**
 * The running experiments of this process, for the proxy: a live table (lib/revalidate/liveTable.ts) by page address,
 * replaced when the publish webhook reports a change to an experiment or a page (an address that changed), on every
 * instance. Starting or stopping an experiment is a publish: visitors get its variants, or no longer, within seconds.
 */
import { liveTable } from '@/lib/revalidate/liveTable'
import { readRunningExperiments } from '@/lib/sanity/content/experiments'
import { fieldValue } from './fields'
import { EXPERIMENT_TYPE } from './rules'
import type { WeightedVariant } from './assignment'

/** A running experiment as the proxy needs it: its id, the address of the page it changes, and its split. */
export type RunningExperiment = { id: string; path: string; variants: WeightedVariant[] }

export type ExperimentTable = {
  /** The experiments running on the page at `path` (on different sections), by id. */
  at(path: string): readonly RunningExperiment[]
  /** Whether the experiment `id` runs now. */
  running(id: string): boolean
}

export function isRunningExperiment(value: unknown): value is RunningExperiment {
  const entry = value as RunningExperiment | null
  return (
    typeof entry?.id === 'string' &&
    typeof entry.path === 'string' &&
    Array.isArray(entry.variants) &&
    entry.variants.every((variant) => typeof variant?.variantId === 'string' && typeof variant.weight === 'number')
  )
}

type RunningRow = Awaited<ReturnType<typeof readRunningExperiments>>[number]

/**
 * The published rows as the proxy reads them. Left out: an experiment written around the Studio's rules, and one whose
 * section (or field) is no longer on the published page, which its variant pages then show as published
 * (./variantPage.ts): its visitors would see no variant yet be counted in one.
 */
export function runningExperiments(rows: readonly RunningRow[]): RunningExperiment[] {
  return rows
    .filter((row) => row.section && (!row.field || fieldValue(row.section, row.field) !== undefined))
    .map((row) => ({
      id: row._id,
      path: row.path ?? '',
      variants: (row.variants ?? []).map((variant) => ({
        variantId: variant.variantId ?? '',
        weight: variant.weight ?? 0,
      })),
    }))
    .filter(
      (experiment) =>
        experiment.path !== '' &&
        experiment.variants.length >= 2 &&
        experiment.variants.every((variant) => variant.variantId !== ''),
    )
}

const read = async () => runningExperiments(await readRunningExperiments())

/** The table; the experiments of one page in the order of their ids, so that a choice among them is stable. */
export function experimentTable(list: readonly RunningExperiment[]): ExperimentTable {
  const byPath = new Map<string, RunningExperiment[]>()
  for (const experiment of [...list].sort((a, b) => a.id.localeCompare(b.id)))
    byPath.set(experiment.path, [...(byPath.get(experiment.path) ?? []), experiment])
  const ids = new Set(list.map((experiment) => experiment.id))
  return { at: (path) => byPath.get(path) ?? [], running: (id) => ids.has(id) }
}

const experiments = liveTable({
  name: 'experiments',
  read,
  madeOf: new Set([EXPERIMENT_TYPE, 'page', 'homePage']),
  build: experimentTable,
  isItem: isRunningExperiment,
  unreadable: { table: experimentTable([]), meaning: 'Showing every visitor the pages as published' },
})

/** The current table: at once once loaded, else after the first read of the running experiments. */
export const currentExperiments = experiments.current

/** The webhook's part for a change to `type` (throws for a 503 when the experiments cannot be read or shared). */
export const refreshExperimentsAfter = experiments.refreshAfter
