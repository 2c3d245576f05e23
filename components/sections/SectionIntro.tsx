/** The centred heading and intro that open each landing-page section. */
export function SectionIntro({ id, heading, intro }: { id: string; heading: string; intro?: string | null }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-ink-300">{intro}</p> : null}
    </div>
  )
}
