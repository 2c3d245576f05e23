import { Badge, Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient, useSchema } from 'sanity'
import { IntentLink } from 'sanity/router'
import { checkContent, pathToString, readAllVersions, type Finding } from '@/lib/contentHealth'
import { publicEnv } from '@/lib/env/public'
import { apiVersion } from '@/lib/sanity/api'
import { Reading, ReadFailed } from '../ui/ToolStatus'

type Result = { state: 'checking' } | { state: 'done'; findings: Finding[] } | { state: 'failed'; reason: string }

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function FindingCard({ finding }: { finding: Finding }) {
  const schemaType = useSchema().get(finding.documentType)
  const field = pathToString(finding.path)
  const error = finding.severity === 'error'
  return (
    <Card as="li" padding={3} radius={2} border tone={error ? 'critical' : 'caution'}>
      <Stack gap={3}>
        <Flex gap={2} align="center">
          <Badge tone={error ? 'critical' : 'caution'}>{error ? 'Error' : 'Warning'}</Badge>
          <Text size={1} muted>
            {schemaType?.title ?? finding.documentType} · {finding.documentId}
          </Text>
        </Flex>
        <Text>{finding.message}</Text>
        <Text size={1}>
          <IntentLink
            intent="edit"
            params={{ id: finding.documentId, type: finding.documentType, ...(field ? { path: field } : {}) }}
          >
            {field ? `Open the field ${field}` : 'Open the document'}
          </IntentLink>
        </Text>
      </Stack>
    </Card>
  )
}

/** The tool's view: every finding, errors first, checked again on request. */
export default function ContentHealthTool() {
  const client = useClient({ apiVersion })
  const [result, setResult] = useState<Result>({ state: 'checking' })
  // Each press of "Check again" starts a new round.
  const [round, setRound] = useState(0)

  useEffect(() => {
    let current = true
    // Drafts are checked as they would be published (a fix shows here before it is published), and the published
    // versions say what visitors get now (a link to a page that is only a draft).
    readAllVersions(client)
      .then(
        (documents) => ({
          state: 'done' as const,
          findings: checkContent(documents, { siteOrigin: publicEnv.NEXT_PUBLIC_SITE_URL }),
        }),
        (error: unknown) => ({
          state: 'failed' as const,
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((outcome) => current && setResult(outcome))
    return () => {
      current = false
    }
  }, [client, round])

  const checkAgain = () => {
    setResult({ state: 'checking' })
    setRound((previous) => previous + 1)
  }

  const errors = result.state === 'done' ? result.findings.filter((finding) => finding.severity === 'error') : []
  return (
    <Box padding={4} overflow="auto" height="fill">
      <Container width={2}>
        <Stack gap={4}>
          <Flex align="center" justify="space-between" gap={3}>
            <Heading as="h1" size={3}>
              Content health
            </Heading>
            <Button text="Check again" mode="ghost" onClick={checkAgain} disabled={result.state === 'checking'} />
          </Flex>
          <Text muted>
            Images without alt text, links to no page, search titles and descriptions, pages no link leads to, redirect
            chains, duplicate titles and empty sections. Drafts are checked as they would be published.
          </Text>
          {result.state === 'checking' && <Reading>Checking the content…</Reading>}
          {result.state === 'failed' && <ReadFailed>The content could not be read: {result.reason}</ReadFailed>}
          {result.state === 'done' && (
            <>
              <Text role="status" weight="semibold">
                {result.findings.length === 0
                  ? 'Nothing to fix.'
                  : `${plural(errors.length, 'error')}, ${plural(result.findings.length - errors.length, 'warning')}`}
              </Text>
              <Stack as="ul" gap={2} aria-label="Findings" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.findings.map((finding, index) => (
                  <FindingCard key={index} finding={finding} />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
