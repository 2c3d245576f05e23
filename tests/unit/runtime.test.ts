import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assertPinnedNode, pinnedNodeMajor, runningNodeMajor } from '../support/runtime'

const manifest = JSON.parse(readFileSync('package.json', 'utf8'))

describe('runtime', () => {
  it('runs the suite on the Node major the project pins (Node 24 LTS)', () => {
    expect(pinnedNodeMajor).toBe(24)
    expect(runningNodeMajor).toBeGreaterThanOrEqual(pinnedNodeMajor)
    expect(() => assertPinnedNode()).not.toThrow()
  })

  it('declares the Node versions the site supports, the same as its Sanity line, and .nvmrc names the pinned major', () => {
    expect(manifest.engines.node).toBe('>=22.12')
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(String(pinnedNodeMajor))
  })

  it('approves the install scripts the pinned Node and the build tools need, so an install that blocks unapproved scripts still works', () => {
    expect(manifest.allowScripts).toMatchObject({ node: true, esbuild: true })
  })
})
