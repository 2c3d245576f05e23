import { rawHostileRequests, sendRaw } from '/work/wt/hardening/tests/support/rawHostileRequests'
import { PUBLIC_PATHS } from '/work/wt/hardening/tests/e2e/sitePages'
const ROUTES = [...PUBLIC_PATHS, '/studio', '/studio/structure', '/auth', '/payment-success', '/account', '/api/checkout', '/api/billing-portal', '/api/sign-out', '/api/revalidate', '/api/webhooks/stripe', '/api/draft-mode/enable', '/api/draft-mode/disable', '/og/pricing', '/robots.txt', '/sitemap.xml', '/no-such-page', '/blog/no-such-post', '/_next/static/no-such-chunk.js', '/studio/made-up/path']
const count = Number(process.argv[2] ?? 2000)
const seed = Number(process.argv[3] ?? 2311)
const requests = rawHostileRequests(ROUTES, count, 'http://localhost:3101', seed)
const outcomes = new Map<string, number>()
const bad: string[] = []
let i = 0
const t = Date.now()
await Promise.all(Array.from({ length: 16 }, async () => {
  while (i < requests.length) {
    const idx = i++
    const o = await sendRaw(3101, requests[idx])
    const label = o.status === null ? o.ended : String(o.status)
    outcomes.set(label, (outcomes.get(label) ?? 0) + 1)
    if ((o.status ?? 0) >= 500 || (o.status === null && requests[idx].expectsAnswer)) bad.push(`#${idx} ${label} ${JSON.stringify(requests[idx].head.slice(0, 300))} bodyparts=${requests[idx].body.length} ${requests[idx].body.reduce((a, b) => a + b.length, 0)}`)
  }
}))
console.log((Date.now() - t) / 1000, 's', [...outcomes].sort().map(([k, v]) => `${k}×${v}`).join(', '))
for (const b of bad.slice(0, 60)) console.log(b)
console.log('bad', bad.length)
