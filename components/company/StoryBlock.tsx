/** A heading with one paragraph (the mission and journey on /about). */
export function StoryBlock({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-space-900/80 p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-semibold text-white">
        {heading}
      </h2>
      <p className="mt-4 leading-relaxed text-ink-300">{text}</p>
    </section>
  )
}
