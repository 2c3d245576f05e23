import type { SeedDocument } from './helpers'

const link = (label: string, href: string) => ({ _type: 'link', label, href })

export const supportContent: SeedDocument[] = [
  {
    _id: 'supportPage',
    _type: 'supportPage',
    title: 'Support',
    intro:
      'Real people, around the clock. Call us, email us or find the answer yourself in our guides: whichever you choose, your campaigns keep running.',
    seo: {
      _type: 'seo',
      title: 'Support',
      description:
        'Reach Persistly support by phone 24/7 or by email, browse guides and API docs in the knowledge base, and learn from other outreach teams.',
    },
    channels: [
      {
        _type: 'contactChannel',
        icon: 'phone',
        title: '24/7 Phone Support',
        description:
          'Talk to an outreach specialist any hour of the day, any day of the year. Ideal when a campaign needs attention right now.',
        contact: link('+1 (415) 555-0134', 'tel:+14155550134'),
      },
      {
        _type: 'contactChannel',
        icon: 'mail',
        title: 'Email Support',
        description:
          'Send us the details, screenshots or campaign names and we will reply within one business day, usually much sooner.',
        contact: link('hello@persistly.ai', 'mailto:hello@persistly.ai'),
      },
    ],
    knowledgeBase: {
      icon: 'book-open',
      title: 'Knowledge Base',
      description: 'Step-by-step answers to the questions we hear most, written by the team that built the product.',
      links: [
        link('Getting Started Guides', '/documentation/getting-started'),
        link('API Documentation', '/api'),
        link('Best Practices', '/cold-outreach-guide'),
        link('Troubleshooting Tips', '/documentation'),
      ],
    },
    community: {
      icon: 'users',
      title: 'Community Forum',
      description:
        'Swap subject lines, sequence ideas and deliverability tips with sales and marketing teams who run Persistly every day.',
      button: link('Join Community', '/contact'),
    },
  },
]
