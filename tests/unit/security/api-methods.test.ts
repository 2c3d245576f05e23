import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_METHODS, wrongApiMethod } from '@/lib/http/apiMethods'

const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Every API route ("/api/…") with the methods its route.ts exports, read from app/api. */
function apiRoutes(dir = 'app/api', path = '/api'): [string, string[]][] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const own = entries.some((entry) => entry.name === 'route.ts')
    ? [[path, exportedMethods(readFileSync(join(dir, 'route.ts'), 'utf8'))] as [string, string[]]]
    : []
  return [
    ...own,
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => apiRoutes(join(dir, entry.name), `${path}/${entry.name}`)),
  ]
}

function exportedMethods(source: string): string[] {
  return HTTP_METHODS.filter((method) =>
    new RegExp(`export (async function|function|const) ${method}\\b`).test(source),
  ).sort()
}

describe('the API routes’ methods', () => {
  it('are the methods each route.ts exports, for every API route', () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(10)
    expect(Object.fromEntries(routes)).toEqual(
      Object.fromEntries(Object.entries(API_METHODS).map(([route, methods]) => [route, [...methods].sort()])),
    )
  })

  it('answer another method with 405, what the route allows and why, as JSON', async () => {
    const refused = wrongApiMethod('/api/checkout', 'GET')!
    expect(refused.status).toBe(405)
    expect(refused.headers.get('Allow')).toBe('OPTIONS, POST')
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.json()).toEqual({ error: 'This address answers POST requests only.' })
    const cron = wrongApiMethod('/api/cron/publish', 'DELETE')!
    expect(cron.headers.get('Allow')).toBe('GET, HEAD, OPTIONS, POST')
    expect(await cron.json()).toEqual({ error: 'This address answers GET or POST requests only.' })
    // A route that takes a name.
    expect(wrongApiMethod('/api/studio/experiments/exp-1/results', 'POST')?.status).toBe(405)
  })

  it('let through what the route answers, OPTIONS and HEAD (Next answers them), and what is no API route', () => {
    expect(wrongApiMethod('/api/checkout', 'POST')).toBeNull()
    expect(wrongApiMethod('/api/checkout', 'OPTIONS')).toBeNull()
    expect(wrongApiMethod('/api/draft-mode/enable', 'HEAD')).toBeNull()
    expect(wrongApiMethod('/api/studio/experiments/exp-1/results', 'GET')).toBeNull()
    // Next's own 404 for an address no route answers, and for pages.
    expect(wrongApiMethod('/api/nothing-here', 'GET')).toBeNull()
    expect(wrongApiMethod('/api/checkout/extra', 'GET')).toBeNull()
    expect(wrongApiMethod('/pricing', 'DELETE')).toBeNull()
  })
})
