import { IconBadge } from '@/components/ui/IconCard'
import { ArrowRight } from '@/components/ui/icons'
import { buttonStyles } from '@/components/ui/styles'
import type { SupportPageQueryResult } from '@/sanity/types'
import { ContentLink } from './ContentLink'

type SupportPage = NonNullable<SupportPageQueryResult>

const card = 'rounded-2xl border border-white/10 bg-space-900/80 p-6'

/** The ways to reach the support team (phone, email): each card ends with its tel: or mailto: link. */
export function SupportChannels({ channels }: { channels: SupportPage['channels'] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {channels.map((channel) => (
        <li key={channel._key} className={`${card} flex flex-col`}>
          <IconBadge name={channel.icon} />
          <h2 className="mt-4 text-xl font-semibold text-white">{channel.title}</h2>
          <p className="mt-2 flex-1 text-ink-300">{channel.description}</p>
          <ContentLink
            href={channel.contact.href}
            className="mt-4 inline-flex w-fit text-lg font-semibold text-brand-400 hover:text-white"
          >
            {channel.contact.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  )
}

/** The knowledge base card: a list of topics, each linking to the page that covers it. */
export function KnowledgeBase({ knowledgeBase }: { knowledgeBase: SupportPage['knowledgeBase'] }) {
  return (
    <section aria-labelledby="knowledge-base-heading" className={card}>
      <IconBadge name={knowledgeBase.icon} />
      <h2 id="knowledge-base-heading" className="mt-4 text-xl font-semibold text-white">
        {knowledgeBase.title}
      </h2>
      {knowledgeBase.description ? <p className="mt-2 text-ink-300">{knowledgeBase.description}</p> : null}
      <ul className="mt-4 space-y-2">
        {knowledgeBase.links.map((link) => (
          <li key={link._key}>
            <ContentLink
              href={link.href}
              className="group inline-flex items-center gap-2 font-medium text-brand-400 hover:text-white"
            >
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              {link.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The community forum card and its button. */
export function CommunityCard({ community }: { community: SupportPage['community'] }) {
  return (
    <section aria-labelledby="community-heading" className={`${card} flex flex-col`}>
      <IconBadge name={community.icon} />
      <h2 id="community-heading" className="mt-4 text-xl font-semibold text-white">
        {community.title}
      </h2>
      <p className="mt-2 flex-1 text-ink-300">{community.description}</p>
      <ContentLink href={community.button.href} className={`${buttonStyles.primary} mt-6 w-fit`}>
        {community.button.label}
      </ContentLink>
    </section>
  )
}
