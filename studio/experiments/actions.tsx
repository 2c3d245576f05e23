import { Button, Stack, Text } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useState } from 'react'
import {
  useClient,
  useCurrentUser,
  useSchema,
  useValidationStatus,
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityClient,
} from 'sanity'
import {
  chooseWinnerActions,
  chooseWinnerProblem,
  startActions,
  stopActions,
  type WinnerExperiment,
} from '@/lib/experiments/actions'
import { textFields, type SchemaTypeLike } from '@/lib/experiments/fields'
import { publishedId, startProblem, type ExperimentInput, type SectionLike } from '@/lib/experiments/rules'
import { apiVersion } from '@/lib/sanity/api'
import { freezeResults } from './results'

/**
 * The experiment's life in the Studio (docs/experiments.md): Start, Stop and Choose winner, each one transaction
 * through the Actions API, published as with the Publish button (the webhook refreshes the site).
 */

type Toast = ReturnType<typeof useToast>

const current = (props: DocumentActionProps) => (props.draft ?? props.published) as WinnerExperiment | null

const failed = (toast: Toast, title: string, error: unknown) =>
  toast.push({
    status: 'error',
    title,
    description: error instanceof Error ? error.message : String(error),
    closable: true,
    duration: 30_000,
  })

/** Starts a draft experiment once it keeps every rule: visitors get its variants within seconds. */
export const StartExperimentAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion })
  const schema = useSchema()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  // The markers of what the form shows: the draft when there is one (as the Publish button reads them).
  const { validation } = useValidationStatus(props.draft?._id ?? props.id, props.type, false)
  const experiment = current(props)
  if (!experiment || (experiment.state ?? 'draft') !== 'draft') return null
  const invalid = validation.some((marker) => marker.level === 'error')
  return {
    label: 'Start',
    tone: 'positive',
    disabled: busy || invalid,
    title: invalid ? 'Fix the problems in the form first.' : 'Show the variants to visitors, each to its share.',
    onHandle: () => {
      setBusy(true)
      startIfAllowed(client, experiment, (type) => schema.get(type) as SchemaTypeLike | undefined)
        .then((problem) =>
          problem
            ? failed(toast, 'Not started', problem)
            : toast.push({ status: 'success', title: `“${experiment.name}” is running`, closable: true }),
        )
        .catch((error: unknown) => failed(toast, 'Not started', error))
        .finally(() => setBusy(false))
    },
  }
}

async function startIfAllowed(
  client: SanityClient,
  experiment: WinnerExperiment,
  schemaType: (type: string) => SchemaTypeLike | undefined,
): Promise<string | null> {
  const { section, running } = await client.fetch<{ section: SectionLike | null; running: ExperimentInput[] }>(
    `{
      "section": *[_id == $page][0].sections[_key == $key][0],
      "running": *[_type == "experiment" && state == "running" && !(_id in path("drafts.**"))]{ _id, name, target }
    }`,
    { page: experiment.target?.page?._ref ?? '', key: experiment.target?.sectionKey ?? '' },
  )
  const targetType = section?._type
  const path = experiment.target?.field
  const targetField = path
    ? (textFields(section, targetType ? schemaType(targetType) : undefined).find((field) => field.path === path) ??
      null)
    : undefined
  const problem = startProblem(experiment, { targetType, targetField, running })
  if (problem) return problem
  await client.action(startActions(experiment._id, new Date()))
  return null
}

/** Stops a running experiment: everyone sees the page as published again, and its results are frozen. */
export const StopExperimentAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion })
  const user = useCurrentUser()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const experiment = current(props)
  if (experiment?.state !== 'running') return null
  return {
    label: 'Stop',
    tone: 'critical',
    onHandle: () => setConfirming(true),
    dialog: confirming && {
      type: 'confirm',
      tone: 'critical',
      message: `Stop “${experiment.name}”? Everyone will see the page as it is, and its results are kept as they are now. It cannot be started again.`,
      onCancel: () => setConfirming(false),
      onConfirm: () => {
        setConfirming(false)
        // The results as they are now, kept with the experiment (null when Plausible cannot be read: stop anyway).
        freezeResults(client, publishedId(props.id), user?.id)
          .then((frozen) => client.action(stopActions(props.id, new Date(), frozen)))
          .then(() => toast.push({ status: 'success', title: `“${experiment.name}” stopped`, closable: true }))
          .catch((error: unknown) => failed(toast, 'Not stopped', error))
      },
    },
  }
}

type TargetPage = { sections: SectionLike[] | null; hasDraft: boolean } | null

/**
 * Choose winner: the winning variant becomes the page's content, published through the normal path, and the
 * experiment stops; every visitor then sees the winner.
 */
export const ChooseWinnerAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion })
  const user = useCurrentUser()
  const toast = useToast()
  const [choosing, setChoosing] = useState(false)
  const [busy, setBusy] = useState(false)
  const experiment = current(props)
  if (!experiment || experiment.winner || (experiment.state !== 'running' && experiment.state !== 'stopped'))
    return null

  async function choose(variantId: string) {
    const pageId = experiment!.target?.page?._ref ?? ''
    const page = await client.fetch<TargetPage>(
      `*[_id == $id][0]{ sections, "hasDraft": defined(*[_id == $draft][0]._id) }`,
      { id: pageId, draft: `drafts.${pageId}` },
    )
    const problem = chooseWinnerProblem(experiment!, variantId, page)
    if (problem) throw new Error(problem)
    const id = publishedId(props.id)
    const frozen = experiment!.state === 'running' ? await freezeResults(client, id, user?.id) : null
    await client.action(chooseWinnerActions({ ...experiment!, _id: id }, variantId, new Date(), frozen))
  }

  return {
    label: 'Choose winner',
    disabled: busy,
    onHandle: () => setChoosing(true),
    dialog: choosing && {
      type: 'dialog',
      header: 'Choose the winner',
      onClose: () => setChoosing(false),
      content: (
        <Stack gap={4}>
          <Text size={1}>
            The variant you choose becomes the page’s content, published at once, and the experiment ends.
          </Text>
          {(experiment.variants ?? []).map((variant) => (
            <Button
              key={variant.variantId}
              mode="ghost"
              disabled={busy}
              text={[variant.variantId, variant.label].filter(Boolean).join(': ')}
              onClick={() => {
                setBusy(true)
                choose(variant.variantId ?? '')
                  .then(() => {
                    setChoosing(false)
                    toast.push({
                      status: 'success',
                      title: `“${variant.variantId}” won: the page now shows it`,
                      closable: true,
                    })
                  })
                  .catch((error: unknown) => failed(toast, 'No winner chosen', error))
                  .finally(() => setBusy(false))
              }}
            />
          ))}
        </Stack>
      ),
    },
  }
}

/** The experiment's actions first; duplicating is left out, as a copy would carry the state and results along. */
export function experimentActions(actions: ReturnType<DocumentActionComponent>[] | DocumentActionComponent[]) {
  return [
    StartExperimentAction,
    StopExperimentAction,
    ChooseWinnerAction,
    ...(actions as DocumentActionComponent[]).filter((action) => action.action !== 'duplicate'),
  ]
}
