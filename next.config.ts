import type { NextConfig } from 'next'
import { securityHeaders } from './lib/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The hosted-Sanity test build goes beside the main one (tests/support/hostedSanity.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Security headers on every response (lib/security/headers.ts). Evaluated at build time: Next stores
  // them in the build, so the variables they depend on must be set for `next build`.
  async headers() {
    return securityHeaders(process.env)
  },
}

export default nextConfig
