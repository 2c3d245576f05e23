import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}

/** The Node.js major the project brings for its scripts: the `node` devDependency (`^24.x` → 24). */
export const pinnedNodeMajor = Number(/\d+/.exec(manifest.devDependencies.node)?.[0])

export const runningNodeMajor = Number(process.versions.node.split('.')[0])

/**
 * Stops a test run started on an older Node than the pinned one, e.g. `npx vitest` or `npx playwright test`
 * from a shell whose own Node is older (`npm run …` and `npm test` put the pinned Node first on the PATH).
 */
export function assertPinnedNode(): void {
  if (!(runningNodeMajor >= pinnedNodeMajor)) {
    throw new Error(
      `This runs on Node ${process.versions.node}; the project pins Node ${pinnedNodeMajor}. ` +
        'Run it through npm (`npm test`, `npm run …`), which puts the pinned Node first on the PATH.',
    )
  }
}
