/**
 * Runs the site against the Content Lake stand-in, serving the seed dataset:
 *
 * - `tsx tests/support/content-lake-server.ts build`: the production build with a Sanity project configured
 *   (`npm run build:e2e-hosted`); every page is prerendered from the stand-in.
 * - `tsx tests/support/content-lake-server.ts serve`: that build's production server (`server.ts`) with the
 *   stand-in beside it (Playwright's webServer for the content-lake projects). Stopping this script stops both.
 */
import { spawn } from 'node:child_process'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { seedDocuments } from '@/studio/seed'
import { imageAssetFiles } from '@/studio/seed/images'
import { startContentLake } from '../stand-ins/contentLake'
import { standInTls, trustStandIn } from './standInTls'
import {
  CONTENT_LAKE_PORT,
  HOSTED_DATASET,
  HOSTED_DIST_DIR,
  HOSTED_PROJECT_ID,
  HOSTED_TOKENS,
  contentLakeEditor,
  hostedBuildEnv,
  hostedServerEnv,
} from './hostedSanity'

const mode = process.argv[2]
if (mode !== 'build' && mode !== 'serve') throw new Error('Usage: content-lake-server.ts build|serve')

// This script, the build and the server it starts read the stand-in over HTTPS.
trustStandIn()
const lake = await startContentLake({
  projectId: HOSTED_PROJECT_ID,
  dataset: HOSTED_DATASET,
  documents: seedDocuments,
  tokens: HOSTED_TOKENS,
  port: CONTENT_LAKE_PORT,
  tls: standInTls(),
})
console.log(`[content-lake] Content Lake stand-in on ${lake.apiHost}`)

// The seed's images, uploaded as `npm run seed:import` uploads them: same files, so the same asset ids, now
// served at the stand-in's image CDN URLs.
const editor = contentLakeEditor(lake.apiHost)
for (const file of imageAssetFiles.values())
  await editor.assets.upload('image', readFileSync(join('studio', 'seed', 'images', 'files', file)), { filename: file })

/**
 * The server writes the pages it renders anew (after a publish webhook) and the data it fetched into its build
 * folder, where the next start would find them. Each server starts from the pages as built: they are kept aside
 * after building and put back, with no fetched data, before serving.
 */
const renderedPages = join(HOSTED_DIST_DIR, 'server', 'app')
const builtPages = join(HOSTED_DIST_DIR, 'built-pages')
function keepBuiltPages() {
  rmSync(builtPages, { recursive: true, force: true })
  cpSync(renderedPages, builtPages, { recursive: true })
}
function restoreBuiltPages() {
  rmSync(renderedPages, { recursive: true, force: true })
  cpSync(builtPages, renderedPages, { recursive: true })
  // Where the server keeps pages rendered anew, and the data fetched for them.
  rmSync(join(HOSTED_DIST_DIR, 'server', 'route-cache'), { recursive: true, force: true })
  rmSync(join(HOSTED_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
}
if (mode === 'serve') restoreBuiltPages()

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
  if (mode === 'build' && code === 0) keepBuiltPages()
  await lake.close()
  process.exit(code ?? (signal ? 1 : 0))
})
