/**
 * The browser tests' Content Lake stand-ins serve HTTPS with HTTP/2, as Sanity does: the Studio opens more listeners
 * than the six connections Chromium keeps per host over HTTP/1.1, and its queries (validation's among them) would
 * queue behind them. Each checkout makes its own self-signed certificate for `localhost` and its subdomains on first
 * use (`openssl`), kept in `.data/e2e/tls` (git-ignored), so no key is committed.
 *
 * `trustStandIn()` makes Node trust it: this process at once, and the processes it starts through
 * NODE_EXTRA_CA_CERTS (Node reads it when a process starts). Chromium trusts it through `chromiumTrustsStandIn()`.
 */
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'

const TLS_DIR = resolve('.data/e2e/tls')
const CERT_FILE = join(TLS_DIR, 'content-lake-stand-in.pem')
const KEY_FILE = join(TLS_DIR, 'content-lake-stand-in.key')
const NAMES = 'DNS:localhost,DNS:*.localhost,DNS:e2estandin.localhost,DNS:e2estandin.api.localhost,IP:127.0.0.1,IP:::1'

/** Makes the key and certificate once per checkout. Made aside and moved in whole, so no reader sees half a pair. */
function ensureCertificate() {
  if (existsSync(CERT_FILE)) return
  const making = `${TLS_DIR}.${process.pid}`
  mkdirSync(making, { recursive: true })
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650'],
      ...['-subj', '/CN=localhost', '-addext', `subjectAltName=${NAMES}`],
      ...['-addext', 'basicConstraints=critical,CA:FALSE', '-addext', 'extendedKeyUsage=serverAuth'],
      ...['-keyout', join(making, 'content-lake-stand-in.key'), '-out', join(making, 'content-lake-stand-in.pem')],
    ],
    { stdio: 'ignore' },
  )
  try {
    renameSync(making, TLS_DIR)
  } catch {
    // Another process made one meanwhile: use that one.
    rmSync(making, { recursive: true, force: true })
  }
}

let pair: { key: Buffer; cert: Buffer } | undefined

/** The stand-in's key and certificate (`startContentLake({ tls })`), made if need be and read once per process. */
export function standInTls() {
  if (!pair) {
    ensureCertificate()
    pair = { key: readFileSync(KEY_FILE), cert: readFileSync(CERT_FILE) }
  }
  return pair
}

/** Node trusts the stand-in's certificate: in this process, and in every process started from it. */
export function trustStandIn() {
  const { cert } = standInTls()
  setDefaultCACertificates([...getCACertificates('default'), cert.toString()])
  process.env.NODE_EXTRA_CA_CERTS = CERT_FILE
}

/** Chromium's switch to accept this one certificate (by its public key), and no other. */
export function chromiumTrustsStandIn() {
  const publicKey = new X509Certificate(standInTls().cert).publicKey.export({ type: 'spki', format: 'der' })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`
}
