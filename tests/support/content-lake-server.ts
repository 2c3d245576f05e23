/**
 * Runs the site against the Content Lake stand-in, serving the seed dataset:
 *
 * - `tsx tests/support/content-lake-server.ts build`: the production build with a Sanity project configured
 *   (`npm run build:e2e-hosted`); every page is prerendered from the stand-in.
 * - `tsx tests/support/content-lake-server.ts serve`: that build's production server (`server.ts`) with the
 *   stand-in beside it (Playwright's webServer for the content-lake projects). Stopping this script stops both.
 */
import { spawn } from 'node:child_process'
import { seedDocuments } from '@/studio/seed'
import { startContentLake } from '../fakes/contentLake'
import {
  CONTENT_LAKE_PORT,
  HOSTED_DATASET,
  HOSTED_PROJECT_ID,
  HOSTED_TOKENS,
  hostedBuildEnv,
  hostedServerEnv,
} from './hostedSanity'

const mode = process.argv[2]
if (mode !== 'build' && mode !== 'serve') throw new Error('Usage: content-lake-server.ts build|serve')

const lake = await startContentLake({
  projectId: HOSTED_PROJECT_ID,
  dataset: HOSTED_DATASET,
  documents: seedDocuments,
  tokens: HOSTED_TOKENS,
  port: CONTENT_LAKE_PORT,
})
console.log(`[content-lake] Content Lake stand-in on ${lake.apiHost}`)

// Node runs Next directly (not through npm), so stopping this script stops it too.
const child =
  mode === 'build'
    ? spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...hostedBuildEnv },
      })
    : spawn(process.execPath, ['server.ts'], {
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...hostedServerEnv },
      })

const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', async (code, signal) => {
  await lake.close()
  process.exit(code ?? (signal ? 1 : 0))
})
