import { ref, richText, type SeedDocument } from '../helpers'
import { seedImage } from '../images'

const author = (slug: 'maya-ellison' | 'daniel-okafor', name: string, role: string, bio: string): SeedDocument => ({
  _id: `author-${slug}`,
  _type: 'author',
  name,
  role,
  // Beside the author's name wherever it is shown: decorative.
  photo: seedImage(slug, { decorative: true }),
  bio,
})

export const authors: SeedDocument[] = [
  author(
    'maya-ellison',
    'Maya Ellison',
    'Head of AI Product',
    'Maya leads the team that teaches Persistly to write follow-ups people answer. She spent ten years in sales engineering before that.',
  ),
  author(
    'daniel-okafor',
    'Daniel Okafor',
    'Director of Customer Success',
    'Daniel helps sales teams set up their first campaigns and reads more reply-rate reports than anyone at Persistly.',
  ),
]

const category = (slug: string, title: string, description: string, seoDescription: string): SeedDocument => ({
  _id: `blogCategory-${slug}`,
  _type: 'blogCategory',
  title,
  slug: { _type: 'slug', current: slug },
  description,
  seo: { _type: 'seo', title: `${title} articles`, description: seoDescription },
})

export const blogCategories: SeedDocument[] = [
  category(
    'ai',
    'AI & Automation',
    'How AI writes, times and adapts outreach, and where automation saves your team the most hours.',
    'Articles on AI-written emails, adaptive follow-ups and automating cold outreach without losing the personal touch.',
  ),
  category(
    'best-practices',
    'Best Practices',
    'Proven habits for deliverability, copywriting and follow-up that lift replies campaign after campaign.',
    'Cold email best practices: deliverability, subject lines, copy and follow-up cadences that earn more replies.',
  ),
  category(
    'case-studies',
    'Case Studies',
    'Real teams, real numbers: how sales and growth teams use year-long follow-up to fill their pipeline.',
    'Case studies from sales, marketing and agency teams that grew their pipeline with year-long automated follow-up.',
  ),
  category(
    'tutorials',
    'Tutorials',
    'Step-by-step walkthroughs for setting up campaigns, sequences, integrations and reports in Persistly.',
    'Step-by-step Persistly tutorials: campaigns, follow-up sequences, CRM integrations, the API and reporting.',
  ),
]

const futureOfAi: SeedDocument = {
  _id: 'blogPost-future-of-ai-email-marketing',
  _type: 'blogPost',
  title: 'The Future of AI in Email Marketing',
  slug: { _type: 'slug', current: 'future-of-ai-email-marketing' },
  publishedAt: '2025-04-08',
  author: ref('author-maya-ellison'),
  cover: seedImage(
    'cover-future-of-ai-email-marketing',
    'An email envelope with a green check mark, glowing in a night sky',
  ),
  summary:
    'AI is moving email from scheduled blasts to conversations that respond to each prospect. Here are the five shifts already changing outreach, what AI will not replace, and how to get your team ready.',
  tags: ['AI', 'Email Marketing', 'Automation', 'Personalization'],
  categories: [ref('blogCategory-ai')],
  seo: {
    _type: 'seo',
    title: 'The Future of AI in Email Marketing',
    description:
      'Five ways AI is changing email marketing: adaptive follow-ups, learned send times, self-improving copy and more, plus how to prepare your team.',
  },
  body: richText(`
    For twenty years, "automation" in email meant a mail merge and a timer. You wrote one message, dropped in a first name, and sent it to everyone on the same day. The results were predictable: low open rates, lower reply rates, and a sequence that kept nudging people long after it should have stopped.

    That model is ending. Large language models, engagement data and better deliverability tooling are turning email into something closer to a conversation, where each message is written for one person and shaped by what that person has already done. Here is what is changing, what is not, and what it means for the way your team works.

    ## From mail merge to real personalization

    The first generation of personalization swapped in a name and a company. Prospects learned to spot it within a line. Modern AI reads the context you give it (a prospect's role, their company's recent news, the pages they visited, how they reacted to your last email) and writes a message that reflects it.

    The difference is not clever phrasing. It is relevance. A VP of Sales who just opened a second office has a different problem from one who just lost two reps, and an email that names the right problem earns a reply. AI makes that level of relevance possible across thousands of prospects instead of the dozen a rep can research by hand each day.

    ## Five shifts already under way

    ### 1. Follow-ups that respond to behavior

    Static sequences send step three whether the prospect opened step two or deleted it. AI-driven follow-up looks at what happened and chooses the next move: a shorter note for someone who opened twice but did not reply, a different angle for someone who never opened, and a pause for someone who clicked the pricing page and may be talking to their team. When a prospect replies, the sequence stops on its own.

    ### 2. Send times learned for each recipient

    "Tuesday at 10 a.m." was always an average. AI learns when each recipient actually reads email, from their time zone and their past opens, and schedules every message for that window. The same campaign lands at 7:40 a.m. for an early-rising founder and just after lunch for a busy operations lead.

    ### 3. Deliverability managed continuously

    The best copy is worthless in a spam folder. Sending platforms now watch bounce rates, complaint signals and domain reputation in real time, and throttle volume before a problem becomes a block. Domain authentication (SPF, DKIM and DMARC), warm-up schedules and dedicated IPs are becoming table stakes rather than specialist work.

    ### 4. Copy that improves itself

    A/B testing used to mean two subject lines and a spreadsheet. AI can generate variants, test them on a slice of your list, and shift volume toward the winner while the campaign runs. Over a year of follow-ups, those small gains compound.

    ### 5. Analytics that explain, not just count

    Open and click rates tell you what happened. The next step is understanding why: which message moved a prospect from silent to engaged, which segment responds to case studies rather than product detail, and how long a typical deal takes to warm up. Engagement patterns, not single metrics, will guide campaign decisions.

    ## What AI will not replace

    AI is very good at drafting, timing and pattern-spotting. It is not good at deciding who your business should serve, what you stand for, or what a fair offer looks like. Three things stay firmly human:

    - **Strategy.** Choosing your ideal customer, your positioning and the problem you lead with.
    - **Judgment.** Reviewing what goes out in your name, especially to your most important accounts.
    - **Relationships.** Once a prospect replies, a person should take the conversation from there.

    :::tip Treat AI as your best junior rep
    Give it clear direction, a style guide and good examples, then review its work. The teams getting the most from AI outreach are the ones that set the strategy and let the machine handle the repetition.
    :::

    ## How to prepare your team

    You do not need a data science team to benefit. You need clean inputs and a habit of learning from results.

    1. **Clean your prospect data.** AI personalization is only as good as the fields behind it. Accurate roles, company names and segments matter more than ever.
    2. **Write down your voice.** A one-page guide to tone, words you avoid and claims you can back up keeps AI-written emails sounding like you.
    3. **Authenticate your domain.** Set up SPF, DKIM and DMARC before you scale, and warm up new sending domains gradually.
    4. **Plan for the long game.** Many buyers are not ready this quarter. A sequence that stays helpful for a full year catches them when they are.
    5. **Review results monthly.** Look at response rates by segment and sequence step, keep what works and retire what does not.

    ## The bottom line

    The future of email marketing is not more email. It is fewer, better messages that arrive at the right moment and respond to what each prospect has done. AI makes that possible at scale, and the teams that pair it with sharp strategy and human follow-through will own the conversations their competitors never start.

    Persistly was built for exactly this: AI-written follow-ups that adapt to engagement and keep going for 365 days. If you would like to see it on your own prospect list, [start a 14-day free trial](/trial) or read our [Cold Outreach Guide](/cold-outreach-guide) first.
  `),
}

const maximizingResponseRates: SeedDocument = {
  _id: 'blogPost-maximizing-response-rates',
  _type: 'blogPost',
  title: 'Maximizing Response Rates: 8 Habits of Teams That Get Replies',
  slug: { _type: 'slug', current: 'maximizing-response-rates' },
  publishedAt: '2025-03-25',
  author: ref('author-daniel-okafor'),
  cover: seedImage('cover-maximizing-response-rates', 'A clock face showing the best hour to send'),
  summary:
    'Most cold emails fail for the same handful of reasons. These eight habits, from list quality to follow-up timing, are what separate campaigns that fill a calendar from campaigns that fill a spam folder.',
  tags: ['Best Practices', 'Response Rates', 'Cold Email', 'Follow-ups'],
  categories: [ref('blogCategory-best-practices')],
  seo: {
    _type: 'seo',
    title: 'Maximizing Cold Email Response Rates: 8 Habits',
    description:
      'Eight habits that raise cold email response rates: better lists, short subject lines, one clear ask, timely follow-ups and protected deliverability.',
  },
  body: richText(`
    After working with thousands of outreach teams, we have noticed something: the campaigns that earn replies rarely rely on a secret trick. They do a handful of ordinary things consistently well. The campaigns that struggle usually skip one or two of them.

    Here are the eight habits we see in every high-performing team, and how to build them into your own outreach.

    ## 1. Start with a list worth emailing

    No subject line can rescue a message sent to the wrong person. Before you write a word, make sure every contact on your list matches your ideal customer profile: the right industry, company size, role and, ideally, a reason to care right now.

    - Remove contacts whose roles do not own the problem you solve.
    - Verify addresses before sending; bounces hurt your sender reputation.
    - Segment by a shared pain point, not just by job title.

    A smaller, sharper list almost always beats a bigger one.

    ## 2. Write for one person

    Read your email aloud and ask: could this have been sent to anyone? If the answer is yes, it will be treated like it was. Open with something specific to the prospect, such as a recent hire, a product launch or a challenge common in their role, and connect it to why you are writing.

    Personalization does not need to be long. One relevant sentence beats a paragraph of flattery.

    ## 3. Keep subject lines short and specific

    Most emails are opened on a phone, where long subject lines get cut off. Aim for six to eight words and under 50 characters. Be clear rather than clever: "Question about Acme's onboarding" outperforms "You won't believe this idea."

    Test at least two or three subject lines on every campaign, and let the results, not your instincts, pick the winner.

    ## 4. Ask for one small thing

    Cold emails that ask for thirty minutes next Tuesday ask for a lot from a stranger. Lower the bar. Ask whether the problem is a priority, offer to send a short resource, or suggest a quick call "if it makes sense." One clear, easy call to action per email.

    ## 5. Follow up, then follow up again

    Most replies do not come from the first email. People are busy, and a single message is easy to miss. Send your first follow-up two to four days after the first email, then space later messages further apart.

    Each follow-up should add something new: a relevant case study, a useful insight, a different angle on the problem. "Just bumping this up" gives the prospect nothing to respond to.

    :::note Think in months, not days
    Buying windows open and close. A prospect who is not ready in March may be actively looking in September. A respectful, year-long follow-up cadence keeps you present for that moment without overwhelming anyone.
    :::

    ## 6. Send when your prospects read

    An email that arrives at 2 a.m. local time is buried by breakfast. Schedule by the recipient's time zone at minimum, and better still by when each person tends to open email. Early morning and just after lunch on weekdays are good defaults when you have no data yet.

    ## 7. Protect your deliverability

    Response rate starts with inbox placement. Authenticate your sending domain with SPF, DKIM and DMARC, warm up new domains gradually, and keep daily volume in line with your mailbox's history. Watch bounce and spam-complaint rates closely; a sudden rise is a signal to slow down and clean your list.

    :::warning Avoid the usual spam triggers
    Skip all-caps subject lines, stacks of exclamation marks, heavy images and link shorteners. Keep links to one or two per email, and always honor unsubscribe requests promptly.
    :::

    ## 8. Measure what matters, then iterate

    Open rates are a useful health check, but they do not pay the bills. Track response rate and positive-response rate by segment and by sequence step, and look at which messages come right before a reply. Each month, keep the best-performing step, rewrite the weakest one, and test again.

    ## Putting it together

    Before your next campaign goes out, run through this checklist:

    1. Every contact fits your ideal customer profile and has a verified address.
    2. The first line is about the prospect, not about you.
    3. Subject lines are six to eight words, under 50 characters, with at least two variants in test.
    4. There is exactly one low-effort call to action.
    5. The first follow-up is scheduled two to four days later, and every follow-up adds value.
    6. Emails are timed to the recipient's morning or early afternoon.
    7. Your domain is authenticated and your volume is warmed up.
    8. You know which metric you will review, and when.

    None of these habits is complicated, but together they compound. Persistly builds most of them in: AI-personalized copy, subject line testing, per-recipient send times and follow-ups that continue for a full year and stop the moment someone replies. Browse our [email templates](/email-templates) for proven starting points, or dig deeper in the [Cold Outreach Guide](/cold-outreach-guide).
  `),
}

export const blogPosts: SeedDocument[] = [futureOfAi, maximizingResponseRates]

export const blogPage: SeedDocument = {
  _id: 'blogPage',
  _type: 'blogPage',
  title: 'Our Blog',
  intro:
    'Practical ideas on AI, deliverability and follow-up from the team behind 10M+ outreach emails, so your next campaign earns more replies.',
  seo: {
    _type: 'seo',
    title: 'Blog: cold email, AI and follow-up insights',
    description:
      'Insights, best practices and case studies on AI-powered cold email, deliverability and year-long follow-up from the Persistly team.',
  },
  postsPerPage: 10,
  categoriesHeading: 'Browse by Category',
  categories: blogCategories.map((item) => ref(item._id)),
  labels: {
    readMoreLabel: 'Read More',
    byLabel: 'By',
    articleCountSuffixOne: 'article',
    articleCountSuffix: 'articles',
    backLabel: 'Back to Blog',
    relatedHeading: 'Related articles',
    categoriesLabel: 'Filed under',
    categoryPostsHeading: 'Latest articles',
    categoryEmptyText:
      'New articles in this category are on their way. In the meantime, browse the latest posts on the blog.',
    paginationLabel: 'Pages',
    previousPageLabel: 'Newer articles',
    nextPageLabel: 'Older articles',
    pageOfLabel: 'Page {page} of {pages}',
    feedLabel: 'RSS feed',
  },
}
