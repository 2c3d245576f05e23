// Preloaded (`node --import`) into `next build` and the servers of measure-publish-across-instances.ts: sends
// the Sanity client's requests for a project's API host (https://<id>.api.sanity.io) to the loopback Content Lake
// stand-in at SANITY_LOOPBACK_API instead. Installed before Next wraps fetch, so Next's cache still sees them.
const target = new URL(process.env.SANITY_LOOPBACK_API)
const fetchFromNode = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!url.hostname.endsWith('.api.sanity.io')) return fetchFromNode(input, init)
  url.protocol = target.protocol
  url.host = target.host
  return fetchFromNode(input instanceof Request ? new Request(url, input) : url, init)
}
