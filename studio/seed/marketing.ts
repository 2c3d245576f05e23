import { ref, type SeedDocument } from './helpers'

const feature = (slug: string, title: string, icon: string, description: string): SeedDocument => ({
  _id: `feature-${slug}`,
  _type: 'feature',
  title,
  icon,
  description,
})

const faq = (slug: string, question: string, answer: string): SeedDocument => ({
  _id: `faq-${slug}`,
  _type: 'faq',
  question,
  answer,
})

/** Highlights on the landing page. */
const landingFeatures = [
  feature(
    'year-long-follow-up',
    'Follow-Up for a Full Year',
    'calendar',
    'Most replies come after the fifth touch. Persistly keeps every conversation alive for 365 days, spacing follow-ups so they feel considered, never pushy.',
  ),
  feature(
    'smart-deliverability',
    'Smart Deliverability',
    'mail',
    'Dedicated IPs, domain authentication, reputation monitoring and automatic throttling keep your emails in the inbox, sent at the hour each prospect is most likely to read them.',
  ),
  feature(
    'adaptive-ai',
    'Follow-Ups That Adapt',
    'sparkles',
    'Our AI writes every follow-up from what the prospect did: opened twice, clicked the pricing link, went quiet. Each message answers the moment instead of repeating the last one.',
  ),
  feature(
    'engagement-analytics',
    'Analytics That Explain',
    'bar-chart',
    'Open rate, click-through rate, response rate, conversions and engagement patterns in one view, so you know which message moved a deal and why.',
  ),
  feature(
    'crm-integrations',
    'Fits Your Stack',
    'plug',
    'Connect the major CRMs and marketing tools in a few clicks, or build on our REST API. Replies, meetings and opt-outs sync both ways.',
  ),
  feature(
    'quick-setup',
    'Live in 24–48 Hours',
    'zap',
    'Import your prospects, pick a proven template and connect Gmail, Outlook or any SMTP mailbox. Our team checks your setup so your first campaign goes out within two days.',
  ),
]

/** The six cards of the /features page. */
const featurePageCards = [
  feature(
    'ai-powered-automation',
    'AI-Powered Automation',
    'sparkles',
    'Hand the busywork to AI that drafts, schedules and sends every message in your sequence, then decides the next step from each prospect’s behaviour.',
  ),
  feature(
    'smart-personalization',
    'Smart Personalization',
    'user-check',
    'Go beyond {{first_name}}. Persistly references a prospect’s role, company news and past engagement so every email reads as if you wrote it yourself.',
  ),
  feature(
    'advanced-analytics',
    'Advanced Analytics',
    'bar-chart',
    'Track opens, clicks, replies and conversions by campaign, sequence step and audience, and spot the engagement patterns that predict a meeting.',
  ),
  feature(
    'automated-follow-ups',
    'Automated Follow-ups',
    'repeat',
    'Multi-step sequences run for up to a full year and stop the moment someone replies, so no lead is forgotten and no one gets an awkward extra nudge.',
  ),
  feature(
    'template-library',
    'Template Library',
    'layout-template',
    'Start from templates proven across millions of sends, customise them for your voice, and A/B test subject lines and copy to find what converts.',
  ),
  feature(
    'enterprise-security',
    'Enterprise Security',
    'shield',
    'Encryption in transit and at rest, GDPR-ready data handling, SAML/SSO and granular team permissions keep your prospect data safe.',
  ),
]

const faqs = [
  faq(
    'how-it-works',
    'How does Persistly follow up for a whole year?',
    'You launch a campaign once. Persistly schedules follow-ups across the next 365 days, spacing them further apart as time passes, and rewrites each message based on how the prospect has engaged so far. The sequence stops automatically as soon as they reply.',
  ),
  faq(
    'personalization',
    'Will my emails sound automated?',
    'No. Every follow-up is written for one prospect, using their role, company and engagement history, in a tone you set. You can review and edit any message before it goes out, or let approved sequences run on their own.',
  ),
  faq(
    'deliverability',
    'How do you protect my sender reputation?',
    'We authenticate your domain (SPF, DKIM and DMARC), send from dedicated IPs on the Pro and Enterprise plans, throttle volume to match your mailbox’s history and monitor your reputation daily. If anything looks off, sending slows down before it can hurt you.',
  ),
  faq(
    'mailboxes',
    'Which email accounts can I connect?',
    'Gmail and Google Workspace, Outlook and Microsoft 365, or any mailbox that supports SMTP. Replies land in your own inbox, exactly where you expect them.',
  ),
  faq(
    'setup-time',
    'How long does it take to get started?',
    'Most teams send their first campaign within 24–48 hours. Import your prospects from a CSV or your CRM, choose a template, and our onboarding team checks your domain setup with you.',
  ),
  faq(
    'integrations',
    'Does it work with my CRM?',
    'Yes. Persistly connects to the major CRMs and marketing tools, and our REST API lets you push prospects in and pull engagement data out of any system you run.',
  ),
  faq(
    'free-trial',
    'Is there a free trial?',
    'Yes. The 14-day free trial includes up to 100 contacts with our basic templates and analytics. No credit card is required, and you can upgrade to a yearly plan at any point.',
  ),
  faq(
    'plans',
    'What is the difference between the plans?',
    'All plans include a full year of follow-ups. Basic covers up to 5,000 contacts, Pro up to 25,000 with advanced AI personalisation and priority support, and Enterprise has unlimited contacts with dedicated infrastructure and custom terms.',
  ),
]

export const marketingContent: SeedDocument[] = [
  ...landingFeatures,
  ...featurePageCards,
  ...faqs,
  {
    _id: 'homePage',
    _type: 'homePage',
    seo: {
      _type: 'seo',
      title: 'Persistly: AI cold email that follows up for a year',
      description:
        'Launch a cold email campaign once and let AI follow up with every prospect for 365 days. Personalised, deliverable, measurable. Try it free for 14 days.',
    },
    // The spec's order; the anchors are what the header's section links scroll to.
    sections: [
      {
        _type: 'heroSection',
        anchor: 'hero',
        eyebrow: 'AI-powered cold email outreach',
        heading: 'Follow up with every prospect',
        highlight: 'for a whole year',
        text: 'Persistly writes personalised follow-ups that adapt to how each prospect engages, and keeps sending them for 365 days, so the deals that take time still find you.',
        buttons: [
          { _type: 'link', label: 'Get Started', href: '#pricing' },
          { _type: 'link', label: 'See How It Works', href: '#how-it-works' },
        ],
        stats: [
          { _type: 'stat', value: '365', label: 'days of follow-up' },
          { _type: 'stat', value: '8x', label: 'increase in email list' },
          { _type: 'stat', value: '10x', label: 'ROI increase' },
        ],
      },
      {
        _type: 'featureGridSection',
        anchor: 'features',
        heading: 'Everything your outreach needs to keep going',
        intro:
          'From the first email to the fortieth follow-up, Persistly handles the work that usually falls through the cracks.',
        features: landingFeatures.map((item) => ref(item._id)),
      },
      {
        _type: 'stepsSection',
        anchor: 'how-it-works',
        heading: 'How It Works',
        intro: 'Four steps from a prospect list to a pipeline that keeps filling itself.',
        steps: [
          {
            _type: 'step',
            title: 'Set Up Your Campaign',
            description: 'Bring your prospects and your goals; we take care of the rest.',
            points: ['Upload your prospect list', 'Customise proven templates', 'Set your campaign goals'],
          },
          {
            _type: 'step',
            title: 'AI Optimises Your Emails',
            description: 'Every message is personalised and timed for the person receiving it.',
            points: [
              'Personalised copy for each prospect',
              'Best send times learned per recipient',
              'Subject lines A/B tested automatically',
            ],
          },
          {
            _type: 'step',
            title: 'Automated Year-Long Follow-Ups',
            description: 'Follow-ups continue for 365 days and adapt to every open, click and silence.',
            points: [
              'Sequences that adapt to engagement',
              'Stops automatically on reply',
              'Deliverability protected throughout',
            ],
          },
          {
            _type: 'step',
            title: 'Track and Optimise Results',
            description: 'See what works, double down on it, and watch response rates climb.',
            points: [
              'Open, click and response rates',
              'Conversions by campaign and step',
              'Recommendations to improve',
            ],
          },
        ],
      },
      // No plans chosen: the pricing page's plans, in its order.
      {
        _type: 'pricingSection',
        anchor: 'pricing',
        heading: 'Simple, Transparent Pricing',
        intro: 'Every plan includes a full year of AI-powered follow-ups. Choose the one that fits your list.',
        footnote: 'Prices in US dollars, billed yearly. Taxes may apply.',
      },
      {
        _type: 'faqSection',
        anchor: 'faq',
        heading: 'Frequently Asked Questions',
        intro: 'Straight answers to what teams ask before they start.',
        questions: faqs.map((item) => ref(item._id)),
      },
      {
        _type: 'callToActionSection',
        heading: 'Ready to turn silence into replies?',
        body: 'Join 5,000+ teams who let Persistly follow up while they close deals.',
        primaryLink: { _type: 'link', label: 'Start Your Free Trial', href: '/trial' },
        secondaryLink: { _type: 'link', label: 'Schedule a Demo', href: '/contact' },
        note: 'No credit card required. 14-day free trial.',
      },
    ],
  },
  {
    _id: 'featuresPage',
    _type: 'featuresPage',
    title: 'Features',
    intro: 'Six capabilities that turn a one-off email blast into a year of thoughtful, personal follow-up.',
    seo: {
      _type: 'seo',
      title: 'Features',
      description:
        'AI-powered automation, smart personalisation, advanced analytics, automated follow-ups, a template library and enterprise security in one outreach platform.',
    },
    features: featurePageCards.map((item) => ref(item._id)),
  },
]
