/**
 * The largest request body the site takes: a server action's, Next's own limit (`serverActions.bodySizeLimit`, left
 * at its default); the webhooks and checkout cap theirs lower. The production server refuses a body stated longer
 * (lib/http/productionServer.ts), the proxy a server action's (lib/security/serverActionRequests.ts), and Next's copy
 * of a body for the proxy stops there (next.config.ts). Free of imports: server.ts and next.config.ts load it.
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024
