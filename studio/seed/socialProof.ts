import { ref, type SeedDocument } from './helpers'
import { seedImage } from './images'

const stat = (value: string, label: string) => ({ _type: 'stat', value, label })
const slug = (current: string) => ({ _type: 'slug', current })

const testimonials: SeedDocument[] = [
  {
    _id: 'testimonial-sarah-mitchell',
    _type: 'testimonial',
    name: 'Sarah Mitchell',
    photo: seedImage('sarah-mitchell', { decorative: true }),
    role: 'VP of Sales',
    company: 'Global Tech Solutions',
    rating: 5,
    quotes: [
      'Before Persistly, most of our prospects heard from us twice and then never again. Now every lead gets a personalized sequence that keeps going for a full year, and it adapts to how each person engages. Our engagement is up 300%, and deals we had written off are coming back to the table months later.',
      'What convinced my team was the quality of the follow-ups. They read like our best reps wrote them, and they stop the moment someone replies. We closed $2.5M in revenue we would otherwise have left behind, and my reps got back the hours they used to spend chasing inboxes.',
    ],
  },
  {
    _id: 'testimonial-marcus-chen',
    _type: 'testimonial',
    name: 'Marcus Chen',
    photo: seedImage('marcus-chen', { decorative: true }),
    role: 'Founder & CEO',
    company: 'InnovateTech',
    rating: 5,
    quotes: [
      'We signed more than 200 new clients in six months without hiring a single SDR. Persistly handles the follow-up work we never had time for, and our customer base has tripled.',
    ],
  },
  {
    _id: 'testimonial-priya-raman',
    _type: 'testimonial',
    name: 'Priya Raman',
    photo: seedImage('priya-raman', { decorative: true }),
    role: 'Head of Growth',
    company: 'DigitalSphere',
    rating: 5,
    quotes: [
      'Our response rate rose 450% once the AI started tailoring each follow-up to how the prospect had engaged. No other tool in our stack comes close: we saw a 5x return in the first year.',
    ],
  },
  {
    _id: 'testimonial-david-okafor',
    _type: 'testimonial',
    name: 'David Okafor',
    photo: seedImage('david-okafor', { decorative: true }),
    role: 'Director of Business Development',
    company: 'Northbeam Logistics',
    rating: 5,
    quotes: [
      'We connected our Outlook mailboxes, imported our prospect list and had our first campaign live in under two days. The send-time optimization alone lifted our open rates across every region we sell into.',
    ],
  },
  {
    _id: 'testimonial-elena-rossi',
    _type: 'testimonial',
    name: 'Elena Rossi',
    photo: seedImage('elena-rossi', { decorative: true }),
    role: 'Marketing Director',
    company: 'Brightline Capital',
    rating: 5,
    quotes: [
      'Our compliance team signed off in a week: encryption, GDPR controls and role-based access were already in place. The analytics show exactly which subject lines and sequences convert, so every new campaign starts from what already works.',
    ],
  },
]

const caseStudies: SeedDocument[] = [
  {
    _id: 'caseStudy-global-tech-solutions',
    _type: 'caseStudy',
    title: 'Global Tech Solutions',
    slug: slug('global-tech-solutions'),
    logo: seedImage('logo-global-tech-solutions', 'Global Tech Solutions logo'),
    cover: seedImage('cover-global-tech-solutions', 'A bar chart of rising monthly revenue'),
    industry: 'Enterprise IT services',
    summary:
      'How a 40-person enterprise sales team turned a year of automated, personalized follow-ups into $2.5M in additional revenue.',
    intro:
      'Global Tech Solutions sells managed IT and cloud services to mid-market and enterprise companies across North America. Its sales cycles run six to nine months, and most buying committees need many touches before they take a first call. By moving follow-up to Persistly, the team kept every opportunity warm for a full year without adding headcount.',
    metrics: [
      stat('$2.5M', 'Additional revenue'),
      stat('85%', 'Time saved on follow-ups'),
      stat('10x', 'Lead generation'),
    ],
    challenge:
      'Account executives spent more than a day each week writing follow-ups by hand, and still most prospects stopped hearing from them after the second or third email. Leads that went quiet were rarely contacted again, even though many of them would be in a buying window a few months later. Leadership had no reliable view of which messages moved deals forward.',
    solution:
      "The team connected its Outlook mailboxes, imported 22,000 prospects from its CRM and launched year-long sequences built from Persistly templates. The AI personalized every follow-up to the prospect's role and engagement, picked the best send time for each contact and paused automatically when someone replied. Weekly analytics showed reps which conversations to pick up first.",
    results: [
      '$2.5M in additional closed revenue within the first year, from prospects reached after the third touch',
      '85% less time spent writing and scheduling follow-ups, returned to live sales conversations',
      '10x more qualified leads generated per rep each month',
      'Every prospect now receives a consistent, personalized follow-up sequence for 365 days',
    ],
    seo: {
      _type: 'seo',
      title: 'Global Tech Solutions case study: $2.5M more revenue',
      description:
        'See how Global Tech Solutions used year-long AI follow-ups to add $2.5M in revenue, save 85% of follow-up time and generate 10x more leads.',
    },
  },
  {
    _id: 'caseStudy-innovate-tech',
    _type: 'caseStudy',
    title: 'InnovateTech',
    slug: slug('innovate-tech'),
    logo: seedImage('logo-innovate-tech', 'InnovateTech logo'),
    cover: seedImage('cover-innovate-tech', 'A rocket lifting off into a violet night sky'),
    industry: 'B2B SaaS startup',
    summary:
      'How a seed-stage startup tripled its customer base and won 200+ new clients in six months while cutting acquisition costs by 60%.',
    intro:
      'InnovateTech builds workflow software for operations teams at growing companies. With a five-person team and no dedicated sales development staff, its founders needed outbound that ran on its own, so they could spend their time on demos and product instead of inbox management.',
    metrics: [
      stat('60%', 'Lower acquisition cost'),
      stat('3x', 'Customer growth'),
      stat('200+', 'New clients in 6 months'),
    ],
    challenge:
      'The founders were doing outbound themselves between product work. Campaigns started strong and then stalled whenever a release was due, so promising leads went cold. Paid acquisition was becoming too expensive to scale, and hiring an SDR team would have consumed most of the runway.',
    solution:
      "InnovateTech connected a Gmail workspace, uploaded a targeted list of 4,800 operations leaders and started from Persistly's cold outreach sequence template. A/B testing settled the subject lines in the first two weeks, and the AI kept every prospect engaged with follow-ups that referenced their industry and earlier clicks, with no manual work from the founders.",
    results: [
      '200+ new clients signed in the first six months',
      '3x growth in the paying customer base',
      '60% lower cost to acquire a customer compared with paid channels',
      'The founders got back around 15 hours a week for product and customer calls',
    ],
    seo: {
      _type: 'seo',
      title: 'InnovateTech case study: 200+ clients in 6 months',
      description:
        'How InnovateTech used automated, personalized follow-ups to win 200+ new clients in six months, triple its customers and cut acquisition costs 60%.',
    },
  },
  {
    _id: 'caseStudy-digital-sphere',
    _type: 'caseStudy',
    title: 'DigitalSphere',
    slug: slug('digital-sphere'),
    logo: seedImage('logo-digital-sphere', 'DigitalSphere logo'),
    cover: seedImage('cover-digital-sphere', 'An email envelope with a green check mark for a reply'),
    industry: 'Digital marketing agency',
    summary:
      'How a growth agency raised response rates by 450% and delivered 5x ROI by letting AI adapt every follow-up to prospect engagement.',
    intro:
      'DigitalSphere runs outbound programs for B2B brands in software, fintech and professional services. Its clients judge the agency on replies and booked meetings, so response rate is the number that keeps contracts renewing.',
    metrics: [
      stat('450%', 'Increase in responses'),
      stat('40%', 'Higher conversion'),
      stat('5x', 'Return on investment'),
    ],
    challenge:
      "The agency's campaigns used the same fixed three-step sequence for every prospect. Response rates had flattened below 2%, generic follow-ups were hurting sender reputation, and account managers were spending hours each week rebuilding sequences for every new client.",
    solution:
      'DigitalSphere moved its client programs to Persistly and standardized on shared templates with merge tags. The AI rewrote each follow-up based on opens, clicks and timing, domain authentication and throttling protected deliverability, and the analytics dashboard gave every client a live view of open, click and response rates.',
    results: [
      '450% increase in response rates across client campaigns',
      '40% higher conversion from reply to booked meeting',
      '5x return on investment within the first year',
      'New client campaigns launch in under 48 hours instead of two weeks',
    ],
    seo: {
      _type: 'seo',
      title: 'DigitalSphere case study: 450% more responses',
      description:
        'See how DigitalSphere used AI-adapted follow-ups to raise response rates 450%, lift conversion 40% and deliver 5x ROI for its clients.',
    },
  },
]

export const socialProofContent: SeedDocument[] = [
  {
    _id: 'testimonialsPage',
    _type: 'testimonialsPage',
    title: 'Client Success Stories',
    intro:
      'Sales teams, startups and agencies use Persistly to keep every prospect engaged for a full year. Here is what they have to say.',
    seo: {
      _type: 'seo',
      title: 'Client Success Stories',
      description:
        'Read how sales teams, startups and agencies use Persistly to boost engagement up to 300% and grow response rates with year-long AI follow-ups.',
    },
    featured: ref('testimonial-sarah-mitchell'),
    testimonials: [
      ref('testimonial-marcus-chen'),
      ref('testimonial-priya-raman'),
      ref('testimonial-david-okafor'),
      ref('testimonial-elena-rossi'),
    ],
    labels: {
      featuredBadge: 'Featured Story',
      cardsHeading: 'More from our customers',
      ratingLabel: 'Rated {rating} out of 5 stars',
    },
  },
  ...testimonials,
  {
    _id: 'caseStudiesPage',
    _type: 'caseStudiesPage',
    title: 'Case Studies',
    intro:
      'Real results from companies that put their follow-ups on autopilot: more revenue, more replies and hours back every week.',
    seo: {
      _type: 'seo',
      title: 'Case Studies',
      description:
        "See how Global Tech Solutions, InnovateTech and DigitalSphere grew revenue, leads and response rates with Persistly's AI follow-ups.",
    },
    caseStudies: [
      ref('caseStudy-global-tech-solutions'),
      ref('caseStudy-innovate-tech'),
      ref('caseStudy-digital-sphere'),
    ],
    labels: {
      challengeHeading: 'Challenge',
      solutionHeading: 'Solution',
      resultsHeading: 'Results',
      readMoreLabel: 'Read Full Case Study',
      backLabel: 'Back to all Case Studies',
    },
  },
  ...caseStudies,
]
