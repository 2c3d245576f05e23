/**
 * The request header in which the production server (server.ts) records the address of the connection each
 * request arrived on, replacing any value a client sent under this name: the one address no client can choose.
 * Kept free of imports so server.ts can load it with Node's own TypeScript support.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-connection-address'

const RECORDING = Symbol.for('persistly.connectionAddressRecording')
const shared = globalThis as { [RECORDING]?: true }

/**
 * Called by the production server as it is created: from then on every request of this process carries the
 * header as the server wrote it. Where no such server runs (`next start`, `next dev`, a standalone server.js), the
 * header is whatever the client sent, and nothing believes it.
 */
export function recordConnectionAddresses() {
  shared[RECORDING] = true
}

/** Whether this process's server writes the header on every request, so that its value is the connection's. */
export const connectionAddressesRecorded = () => shared[RECORDING] === true
