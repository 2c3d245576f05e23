/**
 * The request header in which the production server (server.ts) records the address of the connection each
 * request arrived on, replacing any value a client sent under this name: the one address no client can choose.
 * Kept free of imports so server.ts can load it with Node's own TypeScript support.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-connection-address'
