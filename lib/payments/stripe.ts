import 'server-only'
import Stripe from 'stripe'
import { env as processEnv, type Env } from '@/lib/env/server'
import { warnOnce } from '@/lib/log/warnOnce'

export type StripeConfig =
  | { configured: true; secretKey: string; webhookSecret?: string; apiBaseUrl?: string }
  | { configured: false; missing: string[] }

/** Stripe's settings from the validated environment, read at run time (one build serves with and without keys). */
export function stripeConfig(source: Env = processEnv): StripeConfig {
  if (!source.STRIPE_SECRET_KEY) return { configured: false, missing: ['STRIPE_SECRET_KEY'] }
  return {
    configured: true,
    secretKey: source.STRIPE_SECRET_KEY,
    ...(source.STRIPE_WEBHOOK_SECRET ? { webhookSecret: source.STRIPE_WEBHOOK_SECRET } : {}),
    ...(source.STRIPE_API_BASE_URL ? { apiBaseUrl: source.STRIPE_API_BASE_URL } : {}),
  }
}

/** The SDK's host/port/protocol for an API base such as http://127.0.0.1:4242 (tests' loopback stand-in). */
export function apiBaseOptions(apiBaseUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBaseUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

const clients = new Map<string, Stripe>()

/**
 * THE Stripe client: every call to Stripe goes through this one. `null` when no secret key is set (the
 * caller answers with its failure and `warnAboutStripeConfig` tells the operator what is missing).
 */
export function getStripe(config: StripeConfig = stripeConfig()): Stripe | null {
  if (!config.configured) return null
  const cacheKey = `${config.secretKey}|${config.apiBaseUrl ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = new Stripe(config.secretKey, {
      ...(config.apiBaseUrl ? apiBaseOptions(config.apiBaseUrl) : {}),
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: 'persistly-website' },
      telemetry: false,
    })
    clients.set(cacheKey, client)
  }
  return client
}

/** Tells the operator, once per process and problem, what the purchase flow is missing (never the visitor). */
export function warnAboutStripeConfig(what: 'checkout' | 'webhook', config: StripeConfig = stripeConfig()): void {
  const message = !config.configured
    ? `Purchases are unavailable: set STRIPE_SECRET_KEY (Stripe Dashboard → Developers → API keys; see docs/payments.md). Buyers get the "failed to initiate payment" message until then.`
    : what === 'webhook' && !config.webhookSecret
      ? 'STRIPE_WEBHOOK_SECRET is not set: Stripe webhook calls are refused, so purchases are not fulfilled. Register the endpoint (docs/payments.md) and set its signing secret.'
      : null
  if (message) warnOnce(`[payments] ${message}`)
}
