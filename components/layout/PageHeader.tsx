/** The centred gradient title (and optional intro) that opens every content page. */
export function PageHeader({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pb-6 pt-16 text-center sm:pt-20">
      <h1 className="text-gradient text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {intro ? <p className="mt-5 text-lg text-ink-300">{intro}</p> : null}
    </header>
  )
}
