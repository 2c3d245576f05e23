import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { experimentTable } from '@/lib/experiments/live'
import type { FrontTables } from '@/lib/front/decide'

/**
 * With Clerk configured, the proxy hands the API routes to Clerk's middleware (a stand-in here, which marks what it
 * was given), but not a made-up /api/….md: next.config.ts rewrites that to the Markdown route after the proxy, so the
 * decision must guard it, or every such address would render and cache a 404 of its own.
 */
vi.mock('@/lib/auth/config', () => ({
  clerkConfig: () => ({ configured: true, publishableKey: 'pk_live_Y2xlcmsuZXhhbXBsZS5jb20k', secretKey: 'sk_live_x' }),
}))
vi.mock('@clerk/nextjs/server', () => ({
  clerkMiddleware: () => () => NextResponse.json({ handledBy: 'clerk' }),
}))
const frontTables = vi.fn<(pathname: string) => Promise<FrontTables>>(async () => ({
  redirects: new Map(),
  addresses: { has: (address: string) => !address.endsWith('.md') },
  experiments: experimentTable([]),
}))
vi.mock('@/lib/front/tables', () => ({ frontTables }))
const { default: proxy } = await import('@/proxy')

const visit = async (path: string, method = 'GET') =>
  (await proxy(new NextRequest(`http://localhost:3000${path}`, { method }), {} as never))!

describe('the proxy with Clerk configured', () => {
  it('hands the API routes to Clerk', async () => {
    for (const path of ['/api/checkout', '/api/trial', '/api/sign-out']) {
      expect(await (await visit(path, 'POST')).json(), path).toEqual({ handledBy: 'clerk' })
    }
  })

  it('guards a made-up /api/….md as the page address it is', async () => {
    const response = await visit('/api/made-up.md')
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found')
    expect(frontTables).toHaveBeenCalledWith('/api/made-up.md')
  })
})
