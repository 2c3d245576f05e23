import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assertPinnedNode, pinnedNodeMajor } from '../../support/runtime'

describe('runtime', () => {
  it('runs the suite on the Node the project brings, which .nvmrc names for platforms that manage Node', () => {
    expect(() => assertPinnedNode()).not.toThrow()
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(String(pinnedNodeMajor))
  })
})
