import { Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { useClient, useCurrentUser, type SanityDocument } from 'sanity'
import type { ResultsAnswer } from '@/lib/experiments/results'
import { analyseExperiment, type ExperimentResults, type VariantCounts } from '@/lib/experiments/statistics'
import { apiVersion } from '@/lib/sanity/api'
import { Reading } from '../ui/ToolStatus'
import { frozenCounts, requestResults, type FrozenResults } from './results'
import {
  callInWords,
  count,
  dateInWords,
  frozenInWords,
  intervalInWords,
  liftInWords,
  percent,
  verdictInWords,
} from './words'

type ExperimentDocument = SanityDocument & {
  state?: 'draft' | 'running' | 'stopped'
  startedAt?: string
  stoppedAt?: string
  goal?: string
  frozenResults?: Partial<FrozenResults>
}

type Loaded = { state: 'loading' } | { state: 'answered'; answer: ResultsAnswer } | { state: 'error'; message: string }

const cell = {
  padding: '0.5rem 0.75rem',
  textAlign: 'right' as const,
  borderBottom: '1px solid var(--card-border-color)',
}

const VERDICT_TONE: Record<ExperimentResults['verdict']['kind'], 'positive' | 'caution' | 'default'> = {
  called: 'positive',
  sampleRatioMismatch: 'caution',
  notEnoughData: 'default',
  noCallYet: 'default',
}

function ResultsTable({ results, goal }: { results: ExperimentResults; goal?: string }) {
  const [conclusion, ...grounds] = verdictInWords(results.verdict)
  const [control] = results.variants
  return (
    <Stack gap={4}>
      <Card padding={3} radius={2} tone={VERDICT_TONE[results.verdict.kind]} border>
        <Stack gap={3} role="status">
          <Text weight="semibold">{conclusion}</Text>
          {grounds.map((sentence) => (
            <Text key={sentence} size={1}>
              {sentence}
            </Text>
          ))}
        </Stack>
      </Card>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
        <caption style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>
          <Text size={1} muted>
            Per variant: its share, the browsers enrolled in it and those that then reached the goal
            {goal ? ` (${goal})` : ''}, each counted once; its conversion rate; and against the control ({control.label}
            ), the difference in conversion rate with its 95 % interval, which holds however often you look.
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Variant
            </th>
            <th scope="col" style={cell}>
              Share
            </th>
            <th scope="col" style={cell}>
              Enrolled
            </th>
            <th scope="col" style={cell}>
              Converted
            </th>
            <th scope="col" style={cell}>
              Conversion rate
            </th>
            <th scope="col" style={cell}>
              Lift over the control
            </th>
            <th scope="col" style={cell}>
              95 % interval of the lift
            </th>
            <th scope="col" style={cell}>
              Call
            </th>
          </tr>
        </thead>
        <tbody>
          {results.variants.map((variant, index) => {
            const comparison = index === 0 ? null : results.comparisons[index - 1]
            return (
              <tr key={variant.variantId}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {variant.label}
                </th>
                <td style={cell}>{variant.share === undefined ? '–' : `${variant.share} %`}</td>
                <td style={cell}>{count(variant.visitors)}</td>
                <td style={cell}>{count(variant.conversions)}</td>
                <td style={cell}>{variant.rate === null ? '–' : percent(variant.rate)}</td>
                <td style={cell}>{comparison ? liftInWords(comparison) : 'Control'}</td>
                <td style={cell}>{comparison ? intervalInWords(comparison.interval) : '–'}</td>
                <td style={cell}>{comparison ? callInWords(comparison.call) : '–'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Stack>
  )
}

/** The counts analysed, or the reason they cannot be (counts that do not add up, such as more conversions than visitors). */
function analysed(counts: VariantCounts[]): { results: ExperimentResults } | { problem: string } {
  try {
    return { results: analyseExperiment(counts) }
  } catch (error) {
    return { problem: (error as Error).message }
  }
}

function Analysis({ counts, goal, footnote }: { counts: VariantCounts[]; goal?: string; footnote: string }) {
  const outcome = analysed(counts)
  if ('problem' in outcome)
    return (
      <Problem>{`These counts do not add up, so no conclusion can be drawn from them: ${outcome.problem}.`}</Problem>
    )
  return (
    <Stack gap={3}>
      <ResultsTable results={outcome.results} goal={goal} />
      <Text size={1} muted>
        {footnote}
      </Text>
    </Stack>
  )
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Card padding={3} radius={2} tone="caution" border role="alert">
      <Stack gap={3}>{typeof children === 'string' ? <Text>{children}</Text> : children}</Stack>
    </Card>
  )
}

function FrozenAnalysis({ frozen, goal }: { frozen: Partial<FrozenResults>; goal?: string }) {
  const counts = frozenCounts(frozen)
  if (!counts) return <Problem>The frozen results of this experiment cannot be read.</Problem>
  return <Analysis counts={counts} {...frozenInWords(frozen, goal)} />
}

/** The results as the site counted them: labelled with the goal it counted. */
function LiveAnswer({ answer }: { answer: ResultsAnswer }) {
  switch (answer.status) {
    case 'ready':
      return (
        <Analysis
          counts={answer.counts}
          goal={answer.goal}
          footnote={`Counted by Plausible from ${dateInWords(answer.from)} to ${dateInWords(answer.to)}.`}
        />
      )
    case 'unconfigured':
      return (
        <Problem>
          <Text>
            Results are read from Plausible&apos;s Stats API, and the site&apos;s server is missing a setting.
          </Text>
          <Text>
            Set {answer.missing.join(' and ')} in the site&apos;s environment and redeploy
            (docs/marketers/experiments.md, &ldquo;Reading the results&rdquo;). The Stats API key is created in
            Plausible under Settings → API keys → Stats API.
          </Text>
        </Problem>
      )
    case 'notStarted':
      return <Text>This experiment has not started: its results appear here once it runs.</Text>
    case 'notFound':
      return <Text>Results appear once the experiment is published and started.</Text>
    case 'unauthorised':
      return (
        <Problem>The site did not accept this Studio session for results: reload the Studio and try again.</Problem>
      )
    case 'invalid':
      return <Problem>This experiment needs a goal and at least two variants with an id before it has results.</Problem>
    case 'failed':
      return <Problem>{`Plausible could not give the results: ${answer.message}`}</Problem>
  }
}

/** The "Results" view of an experiment: the verdict, and per variant its counts, rate and lift over the control. */
export default function ResultsView({
  document,
  documentId,
}: {
  document: { displayed: Partial<ExperimentDocument> }
  documentId: string
}) {
  const experiment = document.displayed
  const client = useClient({ apiVersion })
  const user = useCurrentUser()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const frozen = experiment.state === 'stopped' ? experiment.frozenResults : undefined

  // Each press of "Refresh" starts a new round.
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (frozen) return
    let current = true
    requestResults(client, documentId, user?.id).then(
      (answer) => current && setLoaded({ state: 'answered', answer }),
      (error: unknown) => current && setLoaded({ state: 'error', message: (error as Error).message }),
    )
    return () => {
      current = false
    }
  }, [client, documentId, user?.id, frozen, round])

  const refresh = () => {
    setLoaded({ state: 'loading' })
    setRound((previous) => previous + 1)
  }

  return (
    <Box padding={4} overflow="auto" height="fill">
      <Container width={2}>
        <Stack gap={4}>
          <Flex align="center" justify="space-between" gap={3}>
            <Heading as="h2" size={2}>
              Results
            </Heading>
            {!frozen && <Button text="Refresh" mode="ghost" onClick={refresh} disabled={loaded.state === 'loading'} />}
          </Flex>
          {frozen ? (
            <FrozenAnalysis frozen={frozen} goal={experiment.goal} />
          ) : loaded.state === 'loading' ? (
            <Reading>Reading the results from Plausible…</Reading>
          ) : loaded.state === 'error' ? (
            <Problem>{`The results could not be read: ${loaded.message}`}</Problem>
          ) : (
            <>
              {experiment.state === 'stopped' && (
                <Text size={1} muted>
                  These results were not frozen when the experiment stopped: they are read from Plausible over the time
                  it ran.
                </Text>
              )}
              <LiveAnswer answer={loaded.answer} />
            </>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
