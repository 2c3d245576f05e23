import { SanityImage } from '@/components/ui/SanityImage'
import type { ImageData } from '@/lib/images/projection'

type Author = { _id: string; name: string; role: string | null; bio: string | null; photo: ImageData | null }

/** Under an article: who wrote it, with their photo, role and short bio. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <footer className="mt-12 flex items-start gap-5 rounded-2xl border border-white/10 bg-space-900/80 p-6">
      <SanityImage
        image={author.photo}
        owner={author._id}
        aspectRatio={1}
        width={72}
        sizes="72px"
        className="size-18 shrink-0 rounded-full"
      />
      <div>
        <p className="font-semibold text-white">{author.name}</p>
        {author.role ? <p className="text-sm text-ink-400">{author.role}</p> : null}
        {author.bio ? <p className="mt-3 text-ink-300">{author.bio}</p> : null}
      </div>
    </footer>
  )
}
