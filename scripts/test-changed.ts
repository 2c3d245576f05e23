/**
 * `npm run test:changed`: the inner loop for one change (README, "Scripts"). The fast checks (lint, format, types),
 * the unit tests the change reaches (Vitest's `--changed`), and only the browser specs it reaches (Playwright's
 * `--only-changed`: a spec that changed, or imports a module that did), after building only what their servers serve
 * (the `build` of each row of tests/support/testServers.ts). Compared with origin/main when it is there and differs,
 * else with the last commit (the uncommitted changes, or the last commit itself on a clean tree).
 *
 * Both runners follow the specs' imports, not the site's: a change to a page or a component that no spec imports
 * runs none of the browser specs that visit it. `npm test` stays the whole suite, to run before a push.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { testServers } from '../tests/support/testServers'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

function changedSince(): string {
  const head = git('rev-parse', 'HEAD')
  try {
    if (git('rev-parse', '--verify', '--quiet', 'origin/main') !== head) return 'origin/main'
  } catch {
    // No origin/main here: compare with the last commit.
  }
  return git('status', '--porcelain') ? 'HEAD' : 'HEAD~1'
}

function run(command: string, args: string[]) {
  console.log(`\n> ${command} ${args.join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

const since = changedSince()
console.log(`Changes since ${since}.`)
run('npx', ['run-p', '--print-label', '--aggregate-output', 'lint', 'format:check', 'check:types'])
run('npx', ['vitest', 'run', '--changed', since, '--passWithNoTests'])

// The projects with a spec the change reaches, from Playwright's own list ("[site] › site/redirects.spec.ts:7:1 › …").
const listed = execFileSync('npx', ['playwright', 'test', '--list', `--only-changed=${since}`], { encoding: 'utf8' })
const projects = [...new Set([...listed.matchAll(/^\s*\[([\w-]+)\] › /gm)].map(([, project]) => project))]
if (projects.length === 0) {
  console.log('\nNo browser spec reaches this change.')
  process.exit(0)
}
const builds = new Set(
  testServers.flatMap((server) =>
    server.build && server.projects.some((project) => projects.includes(project.name ?? '')) ? [server.build] : [],
  ),
)
for (const build of builds) run('npm', ['run', build])
run('npx', ['playwright', 'test', `--only-changed=${since}`, ...projects.map((project) => `--project=${project}`)])
