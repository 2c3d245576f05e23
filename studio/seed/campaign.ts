import { ref, richText, type SeedDocument } from './helpers'
import { seedImage } from './images'

/**
 * A campaign page built only from sections, one of each type, linked from nowhere until a marketer links it: what
 * a page made in the Studio can look like (and the page the tests render every section type on).
 */
export const campaignContent: SeedDocument[] = [
  {
    _id: 'page-agencies',
    _type: 'page',
    title: 'Persistly for Agencies',
    slug: { _type: 'slug', current: 'agencies' },
    seo: {
      _type: 'seo',
      title: 'Persistly for Agencies',
      description:
        'Run a year of follow-ups for every client from one place: separate sending domains, client reports and plans that grow with your roster.',
    },
    sections: [
      {
        _type: 'heroSection',
        eyebrow: 'For agencies',
        heading: 'Every client’s pipeline,',
        highlight: 'followed up for a year',
        text: 'Launch campaigns for each client once. Persistly keeps every prospect warm for 365 days while your team works on strategy, not reminders.',
        buttons: [
          { _type: 'link', label: 'Compare the plans', href: '#plans' },
          { _type: 'link', label: 'Talk to our agency team', href: '/contact' },
        ],
        stats: [
          { _type: 'stat', value: '40+', label: 'clients run by one account manager' },
          { _type: 'stat', value: '3x', label: 'more meetings booked per client' },
          { _type: 'stat', value: '0', label: 'follow-ups forgotten' },
        ],
        image: seedImage(
          'screen-core-features',
          'The campaign dashboard listing each client’s sequences and reply rates',
        ),
      },
      {
        _type: 'logoStripSection',
        heading: 'Agencies grow their clients’ pipelines with Persistly',
        logos: [
          seedImage('logo-global-tech-solutions', 'Global Tech Solutions'),
          seedImage('logo-innovate-tech', 'InnovateTech'),
          seedImage('logo-digital-sphere', 'Digital Sphere'),
        ],
      },
      {
        _type: 'featureGridSection',
        anchor: 'why-agencies',
        heading: 'Built for teams that run many campaigns',
        intro: 'What an agency needs to keep dozens of client pipelines moving without adding headcount.',
        features: [
          ref('feature-smart-deliverability'),
          ref('feature-adaptive-ai'),
          ref('feature-engagement-analytics'),
        ],
      },
      {
        _type: 'statisticsSection',
        heading: 'What agencies see in the first quarter',
        stats: [
          { _type: 'stat', value: '52%', label: 'of replies arrive after the fifth follow-up' },
          { _type: 'stat', value: '2 days', label: 'from signed client to first campaign' },
          { _type: 'stat', value: '98%', label: 'average inbox placement' },
        ],
      },
      {
        _type: 'imageWithTextSection',
        heading: 'One report per client, ready every Monday',
        text: 'Each client gets a clear weekly report: opens, replies, meetings booked and the messages that moved them. Send it as it is, or add your own notes.',
        link: { _type: 'link', label: 'See the analytics', href: '/features' },
        image: seedImage('cover-global-tech-solutions', 'A bar chart of rising monthly revenue'),
        imagePosition: 'left',
      },
      {
        _type: 'stepsSection',
        anchor: 'onboarding',
        heading: 'From signed client to first campaign',
        intro: 'Three steps, the same for every client you add.',
        steps: [
          {
            _type: 'step',
            title: 'Add the client',
            description: 'A separate workspace with its own sending domains, templates and prospects.',
            points: ['Domain checks done with you', 'Templates copied from your best campaigns'],
          },
          {
            _type: 'step',
            title: 'Launch the sequence',
            description: 'Import the prospect list and start a year of adaptive follow-ups.',
            points: ['CSV or CRM import', 'Send times learned per prospect'],
          },
          {
            _type: 'step',
            title: 'Report the results',
            description: 'Weekly reports per client, and replies straight into their inbox.',
            points: [],
          },
        ],
      },
      {
        _type: 'testimonialsSection',
        heading: 'What our customers say',
        testimonials: [
          ref('testimonial-sarah-mitchell'),
          ref('testimonial-marcus-chen'),
          ref('testimonial-priya-raman'),
        ],
      },
      {
        _type: 'caseStudiesSection',
        heading: 'Results from client campaigns',
        intro: 'Two teams that let Persistly carry the follow-up.',
        caseStudies: [ref('caseStudy-global-tech-solutions'), ref('caseStudy-innovate-tech')],
      },
      {
        _type: 'pricingSection',
        anchor: 'plans',
        heading: 'Plans for growing agencies',
        intro: 'Start with one client on Basic; move to Pro as your roster grows.',
        plans: [ref('pricingPlan-basic'), ref('pricingPlan-pro')],
      },
      {
        _type: 'faqSection',
        heading: 'Questions agencies ask',
        questions: [ref('faq-deliverability'), ref('faq-mailboxes'), ref('faq-integrations')],
      },
      {
        _type: 'richTextSection',
        heading: 'Working with clients’ data',
        body: richText(`
          Each client's prospects, templates and reports stay in their own workspace. Your team sees every client; a client sees only their own campaigns.

          Read the [privacy policy](/privacy) for how we handle prospect data on your clients' behalf.
        `),
      },
      {
        _type: 'callToActionSection',
        heading: 'Bring your next client on board this week',
        body: 'Tell us about your agency and we will set up a pilot for one client, free for 14 days.',
        primaryLink: { _type: 'link', label: 'Talk to our agency team', href: '/contact' },
      },
    ],
  },
]
