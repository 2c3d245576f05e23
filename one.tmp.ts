import { rawHostileRequests, sendRaw } from '/work/wt/hardening/tests/support/rawHostileRequests'
import { PUBLIC_PATHS } from '/work/wt/hardening/tests/e2e/sitePages'
const ROUTES = [...PUBLIC_PATHS, '/studio', '/studio/structure', '/auth', '/payment-success', '/account', '/api/checkout', '/api/billing-portal', '/api/sign-out', '/api/revalidate', '/api/webhooks/stripe', '/api/draft-mode/enable', '/api/draft-mode/disable', '/og/pricing', '/robots.txt', '/sitemap.xml', '/no-such-page', '/blog/no-such-post', '/_next/static/no-such-chunk.js', '/studio/made-up/path']
const [count, seed, ...idx] = process.argv.slice(2).map(Number)
const requests = rawHostileRequests(ROUTES, count, 'http://localhost:3101', seed)
for (const i of idx) {
  const r = requests[i]
  console.log(JSON.stringify(r.head), r.body.map((b) => b.length), r.pauseMs)
  console.log(JSON.stringify(Buffer.concat(r.body).toString().slice(0, 300)))
  console.log(await sendRaw(3101, r))
}
