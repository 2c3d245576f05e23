import { SanityImage } from '@/components/ui/SanityImage'
import type { ImageData } from '@/lib/images/projection'

/** Who said it (a figure's caption): their photo (or initials, decorative), name, and role at company. */
export function Person({
  owner,
  name,
  role,
  company,
  photo,
  large = false,
  className = '',
}: {
  /** The testimonial document, named in the log if its photo is missing. */
  owner: string
  name: string
  role: string
  company: string
  photo: ImageData | null
  large?: boolean
  className?: string
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  return (
    <figcaption className={`flex items-center gap-4 ${className}`}>
      {photo?.asset ? (
        <SanityImage
          image={photo}
          owner={owner}
          aspectRatio={1}
          width={large ? 56 : 44}
          sizes={large ? '56px' : '44px'}
          className={`shrink-0 rounded-full ${large ? 'size-14' : 'size-11'}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-500 font-semibold text-white ${large ? 'size-14 text-lg' : 'size-11'}`}
        >
          {initials}
        </span>
      )}
      <span className="flex flex-col">
        <span className={`font-semibold text-white ${large ? 'text-lg' : ''}`}>{name}</span>
        <span className="text-sm text-ink-300">
          {role}, {company}
        </span>
      </span>
    </figcaption>
  )
}
