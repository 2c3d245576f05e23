import { resolve } from 'node:path'
import type { NextConfig } from 'next'
import { parseEnv } from './lib/env/schema'
import { REQUEST_BODY_MAX_BYTES } from './lib/http/requestBodyMax'
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/images/sizes'
import { securityHeaders } from './lib/security/headers'
import { STUDIO_PATH } from './lib/site/routes'

// Validated here too: a malformed variable stops `next build` and `next start` before anything runs.
const env = parseEnv(process.env)

/**
 * The builds the browser tests run (`npm run build:e2e`, `build:e2e-hosted`): made on a fresh clone and thrown away
 * after the run, so they skip what only pays off later (docs/testing.md; what each switch saves is in
 * docs/records/test-time.md). `npm run build` does all of it.
 */
const testBuild = process.env.TEST_BUILD === '1'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The hosted-Sanity test build goes beside the main one (tests/support/hostedSanity.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // A test build skips Next's own type check: `npm test` runs `tsc` over the same code just before it.
  typescript: { ignoreBuildErrors: testBuild },
  experimental: {
    // app/global-not-found.tsx answers unknown addresses (why: in that file).
    globalNotFound: true,
    // Each page's stylesheet comes inside its HTML: on a slow connection the first paint no longer waits a round trip
    // for it (docs/performance.md, "First paint on a slow phone"). A switch for every route: the Studio's page too.
    inlineCss: true,
    // Next copies a request's body for the proxy, twice over, up to this size before any check of the site's runs
    // (10 MB by default): no more than any route takes (docs/security.md, "Bodies and server actions").
    proxyClientMaxBodySize: REQUEST_BODY_MAX_BYTES,
    // Turbopack's build cache (.next/cache) makes the next build of the same folder faster, source maps point a
    // server's stack traces at the source, and minified server code starts sooner. A test build needs none of them
    // and skips them, for time (docs/records/test-time.md). The browser's code stays minified: the tests weigh it.
    turbopackFileSystemCacheForBuild: !testBuild,
    turbopackSourceMaps: !testBuild,
    turbopackMinify: { server: !testBuild },
  },
  // Every image comes from Sanity's image CDN (or the embedded image route) through a loader: Next only writes the
  // srcset, from these widths, which are also the only ones the embedded route resizes to (lib/images/sizes.ts).
  images: { deviceSizes: [...DEVICE_SIZES], imageSizes: [...IMAGE_SIZES], qualities: [IMAGE_QUALITY] },
  // Several instances (REDIS_URL, read when the server starts): Next's cache lives in Redis, shared by all of
  // them, and not in each one's memory (docs/deploying.md, "Running several instances").
  ...(env.REDIS_URL && {
    cacheHandler: resolve('lib/redis/cacheHandler.ts'), // next build and npm start run in the project's folder
    cacheMaxMemorySize: 0,
  }),
  // Security headers on every response (lib/security/headers.ts). Evaluated at build time: Next stores
  // them in the build, so the variables they depend on must be set for `next build`.
  async headers() {
    return securityHeaders({ ...env, NODE_ENV: process.env.NODE_ENV })
  },
  async rewrites() {
    return [
      // The Studio routes on the client: every address under /studio is its one prerendered page. A page route per
      // address would render and cache a new page for any path a stranger makes up.
      { source: `${STUDIO_PATH}/:path+`, destination: STUDIO_PATH },
      // A long-form page's Markdown copy at its own address plus ".md" (app/markdown, docs/growing-site.md). After
      // the site's own files and before its dynamic routes, so /documentation/x.md is never taken for a slug.
      { source: '/:path+.md', destination: '/markdown/:path+' },
    ]
  },
}

export default nextConfig
