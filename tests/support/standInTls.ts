/**
 * The browser tests' Content Lake stand-ins serve HTTPS with HTTP/2, as Sanity does: the Studio opens more listeners
 * than the six connections Chromium keeps per host over HTTP/1.1, and its queries (validation's among them) would
 * queue behind them. A self-signed certificate for `localhost` and its subdomains, made for these tests only (its
 * key is no secret), valid until 2126; made with:
 *
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 -subj "/CN=localhost" \
 *     -keyout content-lake-stand-in.key -out content-lake-stand-in.pem \
 *     -addext "subjectAltName=DNS:localhost,DNS:*.localhost,DNS:e2estandin.localhost,DNS:e2estandin.api.localhost,IP:127.0.0.1,IP:::1" \
 *     -addext "basicConstraints=critical,CA:FALSE" -addext "extendedKeyUsage=serverAuth"
 *
 * Node trusts it through NODE_EXTRA_CA_CERTS (read when a process starts: set for the test servers and workers by
 * playwright.config.ts, for the hosted build by its npm script); Chromium through `chromiumTrustsStandIn()`.
 */
import { createHash, X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const STAND_IN_CERT_FILE = resolve('tests/support/tls/content-lake-stand-in.pem')
const STAND_IN_KEY_FILE = resolve('tests/support/tls/content-lake-stand-in.key')

export const standInTls = () => ({ key: readFileSync(STAND_IN_KEY_FILE), cert: readFileSync(STAND_IN_CERT_FILE) })

/** Chromium's switch to accept this one certificate (by its public key), and no other. */
export function chromiumTrustsStandIn() {
  const publicKey = new X509Certificate(readFileSync(STAND_IN_CERT_FILE)).publicKey.export({
    type: 'spki',
    format: 'der',
  })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`
}
