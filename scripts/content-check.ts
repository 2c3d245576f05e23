/**
 * `npm run content:check`: the content health check (lib/contentHealth) as a command. Checks the bundled content
 * (studio/seed) or, when NEXT_PUBLIC_SANITY_PROJECT_ID is set, the dataset's published documents (read with
 * SANITY_API_READ_TOKEN when the dataset is private). Prints every finding; exits 1 when one is an error, 0 when
 * there are only warnings (or nothing).
 */
import { createClient } from '@sanity/client'
import { checkContent, CONTENT_HEALTH_QUERY, pathToString, type ContentDocument } from '../lib/contentHealth'
import { parseEnv } from '../lib/env/schema'
import { apiHostOptions, apiVersion } from '../lib/sanity/api'
import { seedDocuments } from '../studio/seed'

const env = parseEnv(process.env)

async function loadContent(): Promise<{ source: string; documents: ContentDocument[] }> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID
  if (!projectId) return { source: 'the bundled content (studio/seed)', documents: seedDocuments }
  const dataset = env.NEXT_PUBLIC_SANITY_DATASET
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    perspective: 'published',
    token: env.SANITY_API_READ_TOKEN,
    ...apiHostOptions(env.SANITY_API_HOST),
  })
  return {
    source: `the published content of ${projectId}/${dataset}`,
    documents: await client.fetch(CONTENT_HEALTH_QUERY),
  }
}

const { source, documents } = await loadContent()
const findings = checkContent(documents, { siteOrigin: env.NEXT_PUBLIC_SITE_URL })
const errors = findings.filter((finding) => finding.severity === 'error').length
console.log(`Checked ${documents.length} documents of ${source}.`)
for (const finding of findings) {
  const where = [finding.documentId, pathToString(finding.path)].filter(Boolean).join(' ')
  console.log(`${finding.severity.toUpperCase()} ${where} (${finding.documentType}): ${finding.message}`)
}
console.log(`${errors} error(s), ${findings.length - errors} warning(s).`)
process.exitCode = errors > 0 ? 1 : 0
