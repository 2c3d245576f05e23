import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The smallest App Router app, inside the project so it uses the same packages. */
export const BARE_DIR = join('.data', 'bench', 'bare')

/**
 * The bench's build of the site, beside the test builds (`.next`, `.next-hosted`): a bench never replaces the build
 * the browser tests run against (`npm run build:e2e` points analytics at the Plausible stand-in; the bench's does not).
 */
export const SITE_DIST_DIR = '.next-bench'

/** For the site's build and server alike (next.config.ts reads NEXT_DIST_DIR); the bare app has a config of its own. */
const NEXT_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: SITE_DIST_DIR }

/** The bare app's three files: one page with one `next/link`. */
export function writeBareApp() {
  mkdirSync(join(BARE_DIR, 'app'), { recursive: true })
  // Next writes a tsconfig.json into the app on its first build, and a later build that finds it fails to
  // resolve the site's own files (Next 16.4.6): every run starts from the same three files.
  rmSync(join(BARE_DIR, 'tsconfig.json'), { force: true })
  writeFileSync(
    join(BARE_DIR, 'app', 'layout.tsx'),
    `export const metadata = { title: 'Bare' }\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n`,
  )
  writeFileSync(
    join(BARE_DIR, 'app', 'page.tsx'),
    `import Link from 'next/link'\nexport default function Page() {\n  return <main><h1>Hello</h1><Link href="/">Home</Link></main>\n}\n`,
  )
  writeFileSync(
    join(BARE_DIR, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } }\n`,
  )
}

/** `next build` of the app in `dir` (the working copy when none is given). */
export function nextBuild(dir?: string, cwd = process.cwd()) {
  execFileSync('npx', ['next', 'build', ...(dir ? [dir] : [])], { stdio: 'inherit', cwd, env: NEXT_ENV })
}

/** The answer of whatever listens on that port, or undefined when nothing does. */
async function reply(port: number): Promise<Response | undefined> {
  try {
    return await fetch(`http://localhost:${port}/`)
  } catch {
    return undefined
  }
}

/** Starts a server in a process group of its own and waits until it answers on `port`. */
export async function start(command: string[], port: number, cwd = process.cwd()): Promise<ChildProcess> {
  // A server left running there would be measured in place of this one.
  if (await reply(port)) throw new Error(`Port ${port} is already in use: stop what runs there, or set BENCH_PORT.`)
  const server = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...NEXT_ENV, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    if ((await reply(port))?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop(server)
  throw new Error(`The server on port ${port} did not start (with --no-build, both builds must exist).`)
}

/** Stops a server and what it started (next start's own child process). */
export const stop = (server: ChildProcess) => server.pid && process.kill(-server.pid, 'SIGTERM')

/** The site's own server (server.ts) in `cwd`. */
export const startSite = (port: number, cwd?: string) => start(['node', 'server.ts'], port, cwd)

export const startBareNext = (port: number) => start(['npx', 'next', 'start', BARE_DIR, '--port', String(port)], port)
