import { describe, expect, it } from 'vitest'
import { serversToStart, testServers } from '@/tests/support/testServers'

/** The projects each started server's specs belong to ('' for a stand-in every build calls). */
const started = (argv: string[]) =>
  serversToStart(testServers, ['node', 'playwright', 'test', ...argv]).map(
    (server) => server.projects.map((project) => project.name).join(' + ') || '',
  )

describe('the servers a browser run starts', () => {
  it('are all of them when no project is named', () => {
    expect(started([])).toHaveLength(testServers.length)
    expect(started(['tests/e2e/site/landing.spec.ts'])).toHaveLength(testServers.length)
  })

  it('are the named projects’ servers and the stand-ins every build calls, for --project=x and --project x', () => {
    expect(started(['--project=site'])).toEqual(['site + site-mobile', ''])
    expect(started(['--project', 'configured', '--project=without-stripe']).sort()).toEqual([
      '',
      'configured',
      'without-stripe',
    ])
  })

  it('include the servers a named project’s specs also call: the hosted content spec reads the main server', () => {
    expect(started(['--project=hosted']).sort()).toEqual(['', 'hosted', 'site + site-mobile'])
  })

  it('include the hosted server for the instances specs, which load the Studio from it', () => {
    expect(started(['--project=instances']).sort()).toEqual(['', 'hosted', 'instances'])
  })

  it('match names as Playwright does: with * as a wildcard, whatever the case', () => {
    expect(started(['--project=*-stripe'])).toEqual(['', 'without-stripe'])
    expect(started(['--project=SITE-mobile'])).toEqual(['site + site-mobile', ''])
    expect(started(['--project=si'])).toEqual([''])
  })
})
