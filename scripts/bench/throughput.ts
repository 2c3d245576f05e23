import { execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'

/** `seconds` of 50 connections asking for gzip, as a browser would. */
const load50 = (url: string, seconds: number, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'gzip', ...headers } })

export async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  return (await load50(url, seconds)).requests.average
}

/** Linux's clock ticks per second, the unit of CPU times in /proc (read once, when first needed). */
let clockTicks: number | undefined

/**
 * CPU time (user + system, ms) used so far by every process in a process group (a server started by `start`), from
 * Linux's /proc; NaN elsewhere (the table then shows NaN for CPU time, and requests per second as before).
 */
function groupCpuMs(group: number): number {
  if (!existsSync('/proc/self/stat')) return NaN
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After the command name (in parentheses, which may hold spaces): state, ppid, pgrp, … utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks / clockTicks) * 1000
}

/**
 * Requests per second, and the server's CPU time per request over the same load: throughput also falls when something
 * else takes the processor, CPU time per request only when the server itself does more (or runs slower).
 */
export async function throughputAndCpu(
  url: string,
  server: ChildProcess,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const cpuBefore = groupCpuMs(server.pid!)
  const result = await load50(url, seconds, headers)
  return { rps: result.requests.average, cpuMs: (groupCpuMs(server.pid!) - cpuBefore) / result.requests.total }
}
