/** The card the sign-in form (or the "unavailable" message) sits in, below the page title. */
export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 pb-16 sm:px-6">
      <div className="rounded-2xl border border-white/10 bg-space-900/80 p-6 shadow-xl shadow-black/30 sm:p-8">
        {children}
      </div>
    </div>
  )
}
