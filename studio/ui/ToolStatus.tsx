import { Card, Flex, Spinner, Text } from '@sanity/ui'
import type { ReactNode } from 'react'

/** What the site's Studio views show while they read: a spinner and what is being read, announced politely. */
export function Reading({ children }: { children: ReactNode }) {
  return (
    <Flex gap={2} align="center" role="status">
      <Spinner muted />
      <Text>{children}</Text>
    </Flex>
  )
}

/** What they show when the reading failed: the reason, announced at once. */
export function ReadFailed({ children }: { children: ReactNode }) {
  return (
    <Card padding={3} tone="critical" role="alert">
      <Text>{children}</Text>
    </Card>
  )
}
