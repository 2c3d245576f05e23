import { ref, type SeedDocument } from './helpers'

const stat = (value: string, label: string) => ({ _type: 'stat', value, label })
const value = (icon: string, title: string, description: string) => ({ _type: 'value', icon, title, description })
const benefit = (icon: string, title: string, description: string) => ({ _type: 'benefit', icon, title, description })

/** A mailto: link with the job title as the subject, encoded so the link has no spaces. */
const applyByEmail = (jobTitle: string) =>
  `mailto:careers@persistly.ai?subject=${encodeURIComponent(`Application: ${jobTitle}`)}`

const jobs: SeedDocument[] = [
  {
    _id: 'job-senior-ai-engineer',
    _type: 'job',
    title: 'Senior AI Engineer',
    department: 'Engineering',
    location: 'Remote',
    employmentType: 'Full-time',
    summary:
      'Build the models that write, time and adapt millions of follow-up emails. You will own personalization and send-time systems end to end, from data pipelines and evaluation to production services that run for every campaign.',
    requirements: [
      '5+ years of experience building and shipping ML/AI systems in production',
      'Hands-on work with large language models: prompting, fine-tuning and evaluation',
      'Strong Python, plus experience with data pipelines and cloud infrastructure',
      'Good judgment about model quality, cost and latency trade-offs',
      'Clear written communication in a remote, async team',
    ],
    applyHref: applyByEmail('Senior AI Engineer'),
  },
  {
    _id: 'job-product-designer',
    _type: 'job',
    title: 'Product Designer',
    department: 'Design',
    location: 'San Francisco, CA',
    employmentType: 'Full-time',
    summary:
      'Shape how thousands of sales and marketing teams plan campaigns, read their analytics and trust the AI working on their behalf. You will design across the product, from first-run setup to the campaign calendar and reporting.',
    requirements: [
      '3+ years of product design experience, ideally on B2B SaaS',
      'A portfolio showing end-to-end work, from research and flows to polished UI',
      'Comfort designing data-heavy screens such as dashboards, tables and charts',
      'Experience working with design systems and close collaboration with engineers',
      'Able to work from our San Francisco office at least three days a week',
    ],
    applyHref: applyByEmail('Product Designer'),
  },
  {
    _id: 'job-customer-success-manager',
    _type: 'job',
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'New York, NY',
    employmentType: 'Full-time',
    summary:
      'Own a portfolio of Pro and Enterprise customers from onboarding to renewal. You will get campaigns live within 48 hours, turn analytics into clear recommendations and make sure every account sees measurable results.',
    requirements: [
      '3+ years in customer success or account management at a SaaS company',
      'A track record of onboarding customers and growing renewals and expansion',
      'Working knowledge of email outreach, deliverability or sales development',
      'Confidence presenting results to sales and marketing leaders',
      'Based in or near New York City',
    ],
    applyHref: applyByEmail('Customer Success Manager'),
  },
]

export const companyContent: SeedDocument[] = [
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    title: 'About Us',
    intro: 'We build the follow-up engine that makes sure no good prospect is ever forgotten.',
    seo: {
      _type: 'seo',
      title: 'About Us',
      description:
        'Persistly was founded in 2023 to make cold outreach persistent and personal. 10M+ emails sent for 5,000+ customers, with 98% satisfaction.',
    },
    mission: {
      heading: 'Our Mission',
      text: 'Most deals are won in the follow-up, yet most outreach stops after two or three emails. Our mission is to give every business the persistence of its best salesperson: AI that follows up thoughtfully with every prospect for a full year, so teams can spend their time on the conversations that matter.',
    },
    journey: {
      heading: 'Our Journey',
      text: 'Persistly was founded in San Francisco in 2023 by a team of sales leaders and machine learning engineers who were tired of watching promising leads go cold. We started with one idea, year-long follow-ups that adapt to each prospect, and grew it into a platform for sales teams, startups, agencies and enterprises. Today Persistly has sent more than 10 million emails for over 5,000 customers.',
    },
    stats: [stat('10M+', 'Emails Sent'), stat('5,000+', 'Happy Customers'), stat('98%', 'Customer Satisfaction')],
    values: {
      heading: 'Our Values',
      intro: 'The principles behind every feature we ship and every customer conversation we have.',
      items: [
        value(
          'lightbulb',
          'Innovation',
          'We put AI to work where it makes outreach more relevant and more human, and we keep improving it with every campaign our customers run.',
        ),
        value(
          'users',
          'Customer Success',
          "We measure ourselves by our customers' results: more replies, more meetings and more revenue, with a team ready to help at every step.",
        ),
        value(
          'shield',
          'Privacy & Security',
          'Your prospect data is encrypted in transit and at rest, handled in line with GDPR, and never sold or shared.',
        ),
        value(
          'leaf',
          'Sustainability',
          'We build for long-term relationships, not one-off blasts: respectful sending, lean infrastructure and a company designed to last.',
        ),
      ],
    },
  },
  {
    _id: 'careersPage',
    _type: 'careersPage',
    title: 'Careers',
    intro:
      'Join a small, ambitious team helping thousands of businesses turn cold outreach into lasting customer relationships.',
    seo: {
      _type: 'seo',
      title: 'Careers',
      description:
        'Join Persistly and build AI that helps 5,000+ businesses follow up with every prospect. See open roles in engineering, design and customer success.',
    },
    positions: {
      heading: 'Open Positions',
      intro: "Don't see the right role? Write to careers@persistly.ai and tell us how you would help.",
      jobs: [ref('job-senior-ai-engineer'), ref('job-product-designer'), ref('job-customer-success-manager')],
      emptyText:
        'We have no open positions right now. Send your résumé to careers@persistly.ai and we will reach out when a role fits.',
    },
    benefits: {
      heading: 'Benefits',
      intro: 'We take care of our team so they can do the best work of their careers.',
      items: [
        benefit(
          'calendar',
          'Unlimited PTO',
          'Take the time you need to rest and recharge, with a two-week minimum we actually encourage.',
        ),
        benefit(
          'dollar-sign',
          '401(k) Matching',
          'We match your contributions up to 4% of salary, so your savings grow with the company.',
        ),
        benefit(
          'heart',
          'Health, Dental & Vision',
          'Comprehensive medical, dental and vision coverage for you and your family, with employee premiums fully covered.',
        ),
        benefit(
          'book-open',
          'Learning Budget',
          '$2,000 a year for courses, conferences and books that help you grow in your craft.',
        ),
      ],
    },
    labels: {
      requirementsHeading: 'Requirements',
      applyLabel: 'Apply Now',
      applyAriaLabel: 'Apply Now for {job}',
    },
  },
  ...jobs,
]
