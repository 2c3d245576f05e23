import 'server-only'
import { env } from '@/lib/env/server'
import { clientKey, trustedProxyOf } from './trustedProxy'

/**
 * The rate-limit key of a request's client, as the party in front of this server reports it: TRUSTED_PROXY, or
 * Vercel's edge when unset on Vercel (its servers set VERCEL=1, a flag of the platform rather than a setting).
 */
export function requestClientKey(headers: Pick<Headers, 'get'>): string {
  return clientKey(headers, trustedProxyOf(env.TRUSTED_PROXY, process.env.VERCEL))
}
