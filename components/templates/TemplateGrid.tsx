import Link from 'next/link'
import { TagList } from '@/components/blog/TagList'
import { ArrowRight, Mail } from '@/components/ui/icons'
import { documentPath } from '@/lib/site/routes'
import type { EmailTemplatesPageQueryResult } from '@/sanity/types'

type Template = NonNullable<EmailTemplatesPageQueryResult>['templates'][number]

/** The template cards on /email-templates: title, description, tags and a link to the template. */
export function TemplateGrid({ templates, viewLabel }: { templates: Template[]; viewLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {templates.map((template) => {
        const titleId = `template-${template.slug}`
        return (
          <li
            key={template._id}
            className="flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-violet-500/15 text-violet-400">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id={titleId} className="mt-4 text-xl font-semibold text-white">
              {template.title}
            </h2>
            <p className="mt-2 flex-1 text-ink-300">{template.description}</p>
            <TagList tags={template.tags} className="mt-5" />
            <Link
              href={documentPath('emailTemplate', template.slug)}
              aria-describedby={titleId}
              className="mt-6 inline-flex items-center gap-2 self-start font-medium text-brand-400 hover:text-white"
            >
              {viewLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
