/**
 * Shown at /studio when no Sanity project is configured. The site itself runs on the bundled content;
 * this page tells the operator how to move that content into a Sanity project and edit it here.
 */
export function StudioSetup() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-20">
      <h1 className="text-3xl font-bold text-white">Connect a Sanity project to edit this site</h1>
      <p className="mt-4 text-ink-300">
        The site is running on its bundled content, so there is nothing to edit here yet. To edit every page and price
        in this Studio:
      </p>
      <ol className="mt-6 list-decimal space-y-4 pl-6 text-ink-100">
        <li>
          Create a project at <span className="font-mono">sanity.io/manage</span> and add this site&apos;s address (and{' '}
          <span className="font-mono">http://localhost:3000</span>) under API → CORS origins, with credentials allowed.
        </li>
        <li>
          Set <code className="font-mono text-brand-400">NEXT_PUBLIC_SANITY_PROJECT_ID</code> and{' '}
          <code className="font-mono text-brand-400">NEXT_PUBLIC_SANITY_DATASET</code> in{' '}
          <code className="font-mono">.env.local</code> (see <code className="font-mono">.env.example</code>).
        </li>
        <li>
          Import the bundled content in one command:{' '}
          <code className="font-mono text-brand-400">npm run seed:import</code>
        </li>
        <li>Rebuild and restart the site, then reload this page.</li>
      </ol>
    </main>
  )
}
