/**
 * When Next starts: the production server (server.ts) answers redirects and unpublished addresses itself from now on
 * (lib/http/addressFront.ts), with the site's own answer, so the proxy need not run for every page.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ installAddressAnswer }, { answerAddress }] = await Promise.all([
    import('@/lib/http/addressFront'),
    import('@/lib/site/addressAnswer'),
  ])
  installAddressAnswer(answerAddress)
}
