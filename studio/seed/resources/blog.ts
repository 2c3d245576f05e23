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

const globalTechSolutions: SeedDocument = {
  _id: 'blogPost-global-tech-solutions-year-long-follow-up',
  _type: 'blogPost',
  title: 'How Global Tech Solutions Turned Late Follow-Ups into $2.5M',
  slug: { _type: 'slug', current: 'global-tech-solutions-year-long-follow-up' },
  publishedAt: '2025-06-17',
  author: ref('author-daniel-okafor'),
  cover: seedImage(
    'cover-global-tech-solutions-year-long-follow-up',
    'A calendar with follow-up days marked across its pages, the latest one ticked',
  ),
  summary:
    'A 40-person enterprise sales team was losing most of its prospects after the second or third email. Here is how Global Tech Solutions kept 22,000 of them warm for a full year, and where the extra $2.5M came from.',
  tags: ['Case Study', 'Enterprise Sales', 'Follow-ups', 'Revenue'],
  categories: [ref('blogCategory-case-studies')],
  seo: {
    _type: 'seo',
    title: 'Global Tech Solutions: $2.5M from year-long follow-up',
    description:
      'How a 40-person enterprise sales team used year-long AI follow-ups to close $2.5M in extra revenue, spend 85% less time on follow-up and find 10x more leads.',
  },
  body: richText(`
    Global Tech Solutions sells managed IT and cloud services to mid-market and enterprise companies across North America. Its deals are large, its buyers are careful, and its sales cycles run six to nine months. Most buying committees need many touches before they agree to a first call.

    That combination is hard on any sales team. Nobody decides in week one, so whoever is still in the conversation in month five wins. This is the story of how a 40-person team stopped losing that race, and what we think other teams selling long, considered deals can borrow from it.

    ## The problem: a pipeline that went quiet after touch three

    Before Persistly, follow-up at Global Tech Solutions depended on each account executive's week. When things were calm, reps wrote thoughtful follow-ups by hand. When a quarter got busy, the follow-ups were the first thing to go.

    The pattern showed up in three ways:

    - **Follow-up ate the week.** Account executives spent more than a day each week writing follow-ups, and it still was not enough.
    - **Most prospects heard from the team two or three times, then never again.** A lead that went quiet was rarely contacted again, even when the account still fit the ideal customer profile perfectly.
    - **Nobody could see what worked.** Leadership had no reliable view of which messages moved deals forward, so every rep relied on their own instincts.

    The second point was the expensive one. With a six-to-nine-month cycle, many of the prospects who ignored an email in spring were in a real buying window by autumn. The team had already paid to find them. It just was not there when they were ready.

    ## What the team set up

    The rollout was deliberately simple: keep the reps' own mailboxes and data, and let Persistly take over the writing and scheduling of every follow-up.

    ### Their own mailboxes, their own data

    The team connected its Outlook mailboxes, so every email still came from a rep's own address and every reply landed in that rep's inbox. It then imported 22,000 prospects from its CRM, including each prospect's role and company, the details the AI would personalize from.

    ### Sequences that last a year

    Instead of writing sequences from a blank page, the team built year-long sequences from Persistly's templates. A sequence like that starts with a few follow-ups close together and then spreads out, so a prospect hears something useful every few weeks or months rather than every few days. Our free [Follow-up Master Template](/email-templates/follow-up-master-template) shows the shape: touches on days 4, 12, 30, 90 and 180, each adding something new.

    ### Personalization and timing handled for every contact

    The AI wrote every follow-up for one prospect, using their role and how they had engaged so far. It picked the best send time for each contact in their own time zone, and it paused the sequence automatically as soon as someone replied, so no buyer ever received an automated nudge after answering a rep.

    ### A weekly list of conversations to pick up

    Every week, the analytics showed reps which prospects had started engaging and which conversations to pick up first. Instead of chasing inboxes, reps started each week with a short list of the accounts most worth a call.

    ## The results after the first year

    The numbers from the first year are in the [full case study](/case-studies/global-tech-solutions):

    - **$2.5M in additional closed revenue**, from prospects reached after the third touch, the very point where the old process stopped.
    - **85% less time spent writing and scheduling follow-ups**, time the reps put back into live sales conversations.
    - **10x more qualified leads** generated per rep each month.
    - **Every prospect now receives a consistent, personalized sequence for 365 days**, whoever owns the account and however busy the quarter is.

    Sarah Mitchell, VP of Sales at Global Tech Solutions, put it this way:

    > Before Persistly, most of our prospects heard from us twice and then never again. Now every lead gets a personalized sequence that keeps going for a full year, and it adapts to how each person engages. Our engagement is up 300%, and deals we had written off are coming back to the table months later.

    ## Five lessons for teams with long sales cycles

    ### 1. Look at where your revenue is hiding

    The extra revenue did not come from better first emails. It came from touches four, five and beyond: the prospects the old process had quietly dropped. If your own sequences end after two or three emails, that is the part of your pipeline nobody is working.

    ### 2. Automate the writing, not the relationship

    The reps did not hand their deals to a machine. They handed over the repetitive part, writing and scheduling follow-ups, and kept the part that needs a person: the conversation once a prospect replies. That is why the time saved turned into revenue instead of idle capacity.

    ### 3. Make stopping automatic

    A year-long sequence is only safe at enterprise accounts if it stops the moment a buyer answers. Automatic pausing on reply is what let the team run long sequences at its most important accounts without worrying about an awkward extra email.

    ### 4. Use analytics to decide, not just to report

    A dashboard is only useful if it changes what someone does next. Turning engagement data into a short list of conversations to pick up first is what connected the follow-ups to the pipeline.

    ### 5. Start from a proven structure

    Templates gave a 40-person team one consistent starting point. The AI then personalized each message, so consistency never meant sameness.

    :::tip Run the same check on your own pipeline
    Pull last year's closed-won deals and count how many touches each one took before the first reply. If many needed more than three, a longer, lighter follow-up cadence is likely worth more to you than a better opening email.
    :::

    ## Try it on your own list

    If your deals take months and your follow-up stops after a few weeks, the gap between the two is where opportunities go missing. See how a startup and an agency use year-long follow-up in [our other customer stories](/case-studies), or [start a 14-day free trial](/trial) with up to 100 contacts and see what a year of follow-up looks like on your own prospects.
  `),
}

const launchFirstCampaign: SeedDocument = {
  _id: 'blogPost-launch-your-first-year-long-campaign',
  _type: 'blogPost',
  title: 'How to Launch Your First Year-Long Campaign in Persistly',
  slug: { _type: 'slug', current: 'launch-your-first-year-long-campaign' },
  publishedAt: '2025-08-12',
  author: ref('author-daniel-okafor'),
  cover: seedImage(
    'cover-launch-your-first-year-long-campaign',
    'A clipboard checklist with three of four steps ticked',
  ),
  summary:
    'A step-by-step walkthrough from a new account to a live campaign: connect your mailbox, import your prospects, build a sequence that runs for a year, check every merge tag and send.',
  tags: ['Tutorial', 'Getting Started', 'Campaigns', 'Follow-ups'],
  categories: [ref('blogCategory-tutorials')],
  seo: {
    _type: 'seo',
    title: 'Tutorial: launch your first year-long campaign',
    description:
      'Step by step: connect your mailbox, import prospects, build a follow-up sequence that runs for a year, preview every merge tag and launch it in Persistly.',
  },
  body: richText(`
    Our customer success team runs this setup with new customers every week, and the same questions come up every time: which mailbox to connect, how to bring in a prospect list, how many follow-ups to add, and when it is safe to press send. This tutorial answers them in order.

    By the end you will have a campaign that sends a personalized first email, follows up for a full year, and stops on its own the moment someone replies. Most teams finish it in under an hour.

    ## Before you start

    You will need four things:

    - **A Persistly account.** The [14-day free trial](/trial) is enough for this tutorial: it includes up to 100 contacts and needs no credit card.
    - **A mailbox to send from:** Gmail or Google Workspace, Outlook or Microsoft 365, or any mailbox that supports SMTP.
    - **A short prospect list** as a CSV file, with at least an email address, a first name and a company for each person.
    - **One researched detail per prospect**, if you have it: a recent hire, a launch, a new office. It is what turns a template into an email worth answering.

    ## Step 1: Create your account and verify your email

    Go to [Sign In or Sign Up](/auth), choose **Sign up** and enter your work email address and a password of at least 8 characters. We email you a 6-digit verification code; enter it on the form to finish creating your account. If the code has not arrived within a few minutes, check your spam or promotions folder, then choose **Resend code**.

    ## Step 2: Connect your sending mailbox

    Persistly sends from your own mailbox, so replies arrive in your inbox exactly as they do today.

    1. For **Gmail or Google Workspace**, sign in with Google and grant permission to send and read replies.
    2. For **Outlook or Microsoft 365**, sign in with Microsoft and grant the same permissions.
    3. For **any other provider**, enter your SMTP and IMAP host, port, username and password or app password.

    :::tip Send from a separate domain
    Many teams send outreach from a dedicated domain, such as acme-mail.com rather than acme.com, so cold email never affects the reputation of their main company domain. If the domain is new, start with a few dozen emails a day and increase gradually over two to four weeks.
    :::

    Our onboarding team checks your domain setup with you, including SPF, DKIM and DMARC, so your first campaign goes out from a properly authenticated domain.

    ## Step 3: Create the campaign and import your prospects

    1. From the dashboard, click **New Campaign** and give it a name you will recognize in three months, for example "Ops leaders, new offices, Q3".
    2. Import your recipients by uploading your **CSV file**. Columns such as email, first name and company are mapped automatically. For a handful of contacts, use **manual entry** instead.
    3. Keep any researched detail in a column of its own and store it as a custom field, for example \`trigger_event\`. Every custom field becomes a merge tag you can use in your emails, here \`{{trigger_event}}\`.

    :::warning Clean the list before you import it
    Remove duplicates and anyone who has unsubscribed, and verify addresses where you can. Bounces hurt your sender reputation from the very first send, and every contact you import counts toward your plan's limit.
    :::

    ## Step 4: Write the first email

    Choose a template from the library or write your own content. If you are starting from scratch, the free [Cold Outreach Sequence template](/email-templates/cold-outreach-sequence) is a good base: a short, personal opener with one clear ask.

    Whichever you choose, personalize it with merge tags:

    - \`{{first_name}}\` and \`{{company}}\` for the basics.
    - \`{{job_title}}\` to speak to the reader's role.
    - Your own custom fields, such as \`{{trigger_event}}\`, for the sentence that shows you did your homework.

    Set a fallback value for every merge tag, so a contact with a missing field still gets a complete sentence. Keep the email under 125 words with a single, low-effort call to action; the [Writing Compelling Copy](/cold-outreach-guide/writing-compelling-copy) chapter of our guide explains why.

    ## Step 5: Build a sequence that lasts a year

    Open the campaign and select **Sequence**. Each step has a delay after the previous step and its own message or template, and you choose whether it replies in the same thread or starts a new one. A cadence that works for most teams:

    1. **3 days later, same thread:** a short note that adds one useful resource.
    2. **4 days later, same thread:** a different angle on the problem, or a short customer story.
    3. **7 days later, same thread:** a polite "close the loop" message that makes replying easy.
    4. **About a month later, new thread:** a fresh insight or piece of news that matters to them.
    5. **Then every two to three months, new thread:** one genuinely useful message each time, until the year is up.

    The first three steps keep the conversation going while your first email is still fresh. The later steps keep you present for the day the prospect's priorities change. The [Follow-up Master Template](/email-templates/follow-up-master-template) is written for exactly this long tail.

    Two things happen without any setup. The sequence **stops automatically when a recipient replies**, and it also stops on bounces and unsubscribes. Persistly's AI personalizes every step for each recipient and sends it when that person is most likely to read it, in their own time zone.

    :::note Decide who approves the AI's messages
    Under the review controls, choose whether AI-written messages send automatically or wait for your approval. For a first campaign, we recommend approving the first batch yourself. Once the messages need no edits, let the sequence run on its own.
    :::

    ## Step 6: Preview, then schedule

    Before anything goes out, use **Preview** to look at a few recipients from different parts of your list. Check that every merge tag is filled in, that the fallback values read naturally, and that the researched detail makes sense in the sentence around it.

    Then **schedule** the campaign for a later date and time, or **send immediately**. Scheduling for the next weekday morning gives you one more chance to read it with fresh eyes.

    ## Step 7: Watch the first two weeks

    The dashboard shows your recent campaigns, open and click statistics per sequence step, and which follow-ups go out next and to whom. Use the filters to narrow any view by outcome: opened, clicked, replied or bounced.

    In the first two weeks, check three numbers after every send:

    - **Reply rate:** your most reliable measure of success. Some mail apps block or pre-load the image that open tracking relies on, so treat opens as an early signal only.
    - **Bounce rate:** a sudden rise means the list needs cleaning. Pause, remove the bad addresses and resume.
    - **Opens by step:** if one step is opened far less than the others, rewrite its subject line.

    When you want to share results, export a CSV report for your team or your CRM.

    ## Your launch checklist

    1. Mailbox connected, domain authenticated and warmed up.
    2. Prospects imported, cleaned, with at least one researched field each.
    3. First email under 125 words, one call to action, fallback values set.
    4. Sequence of at least five steps, widening from days to months.
    5. Review controls set, preview checked, campaign scheduled.
    6. A reminder in your calendar to review replies and bounces after the first sends.

    That is everything your first campaign needs. For every screen and setting in more detail, see [Getting Started](/documentation/getting-started) and [Core Features](/documentation/core-features) in the documentation.
  `),
}

const deliverabilityChecklist: SeedDocument = {
  _id: 'blogPost-cold-email-deliverability-checklist',
  _type: 'blogPost',
  title: 'Cold Email Deliverability: A Checklist for Staying in the Inbox',
  slug: { _type: 'slug', current: 'cold-email-deliverability-checklist' },
  publishedAt: '2025-10-07',
  author: ref('author-daniel-okafor'),
  cover: seedImage(
    'cover-cold-email-deliverability-checklist',
    'A shield guarding an email envelope, with a green check mark',
  ),
  summary:
    'Every reply starts with landing in the inbox. This checklist covers what protects your sender reputation: a separate sending domain, authentication, warm-up, list hygiene, plain copy, easy opt-outs and the signals to watch each week.',
  tags: ['Deliverability', 'Best Practices', 'Cold Email', 'Sender Reputation'],
  categories: [ref('blogCategory-best-practices')],
  seo: {
    _type: 'seo',
    title: 'Cold email deliverability: a checklist for the inbox',
    description:
      'Keep cold email out of spam: authenticate with SPF, DKIM and DMARC, warm up new domains, clean your list, pace your volume and watch your bounces.',
  },
  body: richText(`
    Deliverability problems are quiet. There is no error message when your emails start landing in spam, only a slow slide in opens and replies that is easy to blame on the copy. By the time most teams notice, their sending domain has a reputation to repair.

    The good news is that staying in the inbox is mostly a matter of habits, not tricks. These are the ones we check first whenever a customer's results dip, in the order we check them.

    ## How inbox providers decide

    Gmail, Outlook and the other mailbox providers weigh three things when your email arrives:

    - **Who you are.** Whether your domain proves the email really comes from you.
    - **How you have behaved.** Your sending history: volume, bounces and spam complaints.
    - **How recipients react.** Whether people open, reply and keep your emails, or delete and report them.

    Every habit below improves one of those three.

    ## 1. Send from a domain you can protect

    Cold outreach carries more risk than email to your customers, so keep it separate. Many teams send from a dedicated domain, such as acme-mail.com instead of acme.com. If something goes wrong, your invoices, support replies and product emails are not affected.

    Point the sending domain's website at your main site, so a curious prospect who types it into a browser finds you rather than an empty page.

    ## 2. Authenticate with SPF, DKIM and DMARC

    Authentication is how a mailbox provider knows an email claiming to be from your domain really is. There are three records to set up in your domain's DNS:

    - **SPF** lists the servers allowed to send email for your domain.
    - **DKIM** adds a signature to every email, proving it came from your domain and was not changed on the way.
    - **DMARC** tells providers what to do with email that fails those checks, and sends you reports about it.

    Unauthenticated cold email is increasingly filtered before anyone sees it, so treat these three as the price of entry. When you set up Persistly, our onboarding team checks your domain setup with you before your first campaign goes out.

    :::tip Start DMARC in monitoring mode
    A DMARC policy of \`p=none\` collects reports without blocking anything. Once the reports show that all your legitimate email passes, tighten the policy step by step.
    :::

    ## 3. Warm up before you scale

    A brand-new domain that suddenly sends a thousand emails a day looks exactly like a spammer. Start with a few dozen emails a day and increase gradually over two to four weeks, and after that keep your daily volume in line with your mailbox's history.

    Persistly does the pacing for you: it throttles volume to match your mailbox's history, so a large import does not turn into a sudden spike.

    ## 4. Keep your list clean

    Bounces are one of the clearest signals of a careless sender. Before every campaign:

    - Verify addresses, especially on lists that are more than a few months old.
    - Remove duplicates and everyone who has unsubscribed.
    - Refresh job titles and companies; people move on, and their old addresses start bouncing.
    - Leave out shared inboxes such as info@ or sales@, which rarely reach the person you want.

    In Persistly, sequences stop automatically on bounces and unsubscribes, so one bad address does not keep generating failed sends.

    ## 5. Write like one person writing to another

    Spam filters and busy readers react to the same warning signs. Emails that look like a personal note fare better on both counts:

    - Plain text, with no banners or heavy images.
    - One or two links at most, and ideally none in the first email. Skip link shorteners.
    - No all-caps subject lines, stacks of exclamation marks or phrases like "act now".
    - No misleading "Re:" or "Fwd:" on a first email.

    Personalization helps here too. Relevant emails earn replies, and replies are one of the strongest positive signals a sender can have.

    ## 6. Make leaving easy

    Someone who cannot find a way to unsubscribe often reaches for the spam button instead, and a spam complaint costs you far more than an unsubscribe. Include an unsubscribe link, honor every opt-out promptly, and never email an unsubscribed contact from another campaign. Persistly excludes unsubscribed contacts from all future campaigns automatically.

    ## 7. Know who shares your reputation

    On shared sending infrastructure, part of your reputation depends on other senders. On the Pro and Enterprise plans, Persistly sends from dedicated IPs, so the reputation you build belongs to you alone. A dedicated IP still needs the same warm-up and the same steady volume as a new domain.

    ## 8. Watch the signals every week

    Deliverability problems are far cheaper to fix early. Once a week, look at:

    - **Bounce rate.** A sudden rise means the list needs cleaning before the next send.
    - **Spam complaints.** Even a handful is a reason to review who you are emailing and what you are saying.
    - **Opens by campaign and by step.** A sharp drop in opens, especially at one provider, often means you are landing in spam there. Some mail apps block or pre-load tracking images, so compare opens with your own history rather than with a benchmark.
    - **Reply rate.** The number that matters most, and the least affected by tracking quirks.

    :::warning Slow down at the first sign of trouble
    If bounces rise or opens collapse overnight, pause the campaign, clean the list and restart at a lower volume. Pushing through a reputation problem only deepens it. Persistly monitors your reputation daily and slows sending down when something looks off, but the list and the message are still yours to fix.
    :::

    ## The checklist

    Before your next campaign, run through these points:

    1. Outreach goes out from a separate sending domain that points to your website.
    2. SPF, DKIM and DMARC are set up and passing.
    3. New domains and mailboxes have been warmed up over two to four weeks.
    4. Addresses are verified, and duplicates and unsubscribes are removed.
    5. Emails are plain text with at most one or two links and no spam triggers.
    6. Every email has an easy way to opt out, and opt-outs are honored at once.
    7. Daily volume is steady and in line with your sending history.
    8. Someone reviews bounces, complaints, opens and replies every week.

    None of this is glamorous, but it decides whether anything else you do gets read. For the habits that turn inbox placement into replies, read [Maximizing Response Rates](/blog/maximizing-response-rates), and for subject lines that stay clear of spam filters, see [Crafting the Perfect Subject Line](/cold-outreach-guide/crafting-the-perfect-subject-line) in our Cold Outreach Guide.
  `),
}

const digitalSphere: SeedDocument = {
  _id: 'blogPost-digital-sphere-adaptive-follow-ups',
  _type: 'blogPost',
  title: 'How DigitalSphere Raised Response Rates 450% with Adaptive Follow-Ups',
  slug: { _type: 'slug', current: 'digital-sphere-adaptive-follow-ups' },
  publishedAt: '2026-01-20',
  author: ref('author-maya-ellison'),
  cover: seedImage('cover-digital-sphere-adaptive-follow-ups', 'Reply speech bubbles stacking up in a conversation'),
  summary:
    'A growth agency was running one fixed three-step sequence for every client, and its response rates had flattened below 2%. Here is what changed when the AI began adapting each follow-up to how every prospect engaged.',
  tags: ['Case Study', 'Agencies', 'AI', 'Response Rates'],
  categories: [ref('blogCategory-case-studies'), ref('blogCategory-ai')],
  seo: {
    _type: 'seo',
    title: 'DigitalSphere: 450% more responses with adaptive AI',
    description:
      'How the agency DigitalSphere replaced a fixed three-step sequence with AI-adapted follow-ups, raised response rates 450% and delivered 5x ROI in year one.',
  },
  body: richText(`
    DigitalSphere runs outbound programs for B2B brands in software, fintech and professional services. Its clients judge the agency on one thing: replies that turn into booked meetings. Response rate is the number that keeps contracts renewing.

    When teams ask us what adaptive follow-up changes in practice, DigitalSphere is the example we reach for. Same agency, same clients, same kind of prospects. What changed was how each follow-up was decided.

    ## Where they started

    Like many agencies, DigitalSphere had standardized on a single, fixed three-step sequence and used it for every prospect of every client. It was efficient to set up, easy to explain and, over time, less and less effective:

    - **Response rates had flattened below 2%** across client campaigns.
    - **Generic follow-ups were hurting sender reputation.** Prospects who had ignored the first email received near-identical second and third ones.
    - **Every new client meant rebuilding sequences by hand.** Account managers spent hours each week on it, and a new client program took about two weeks to launch.

    ## Why a fixed sequence stops working

    A fixed sequence treats every silence as the same silence. Step three goes to the person who opened your email twice and the person who never saw it, with the same words, on the same day.

    Those two people need different things. The first is interested but unconvinced: a smaller ask, or an answer to the objection they are probably weighing. The second may not have seen you at all: a new subject line, or a different angle entirely. A sequence that cannot tell them apart is wrong for at least one of them every time it sends.

    ## What DigitalSphere changed

    ### One library of shared templates

    DigitalSphere moved its client programs to Persistly and standardized on shared templates with merge tags. The agency's best messages became a library every account manager could start from, personalized with each prospect's details and fallback values for anything missing. A new client no longer meant a blank page.

    ### Follow-ups rewritten from engagement

    This is the part that moved the number. Instead of sending the next fixed step, the AI rewrote each follow-up based on what the prospect had done: their opens, their clicks and the timing of both. Someone who had opened several times received a different message from someone who had never opened, and a click on a particular topic shaped what came next.

    The account managers still decided the strategy for each client: the audience, the offer and the tone. The AI decided, prospect by prospect, which message fitted the moment.

    ### Deliverability protected as volume grew

    With more clients came more sending, and more to lose if a domain's reputation slipped. Domain authentication and automatic throttling kept each program's volume in line with its sending history, and fewer irrelevant follow-ups meant fewer reasons for prospects to delete or report them.

    ### A live view for every client

    The analytics dashboard gave every client a live view of open, click and response rates, so clients could see for themselves which messages were earning replies, not just how many emails had gone out.

    ## The results

    The [DigitalSphere case study](/case-studies/digital-sphere) has the full numbers:

    - **450% increase in response rates** across client campaigns.
    - **40% higher conversion** from reply to booked meeting.
    - **5x return on investment** within the first year.
    - **New client campaigns launch in under 48 hours** instead of two weeks.

    Priya Raman, Head of Growth at DigitalSphere, summed it up:

    > Our response rate rose 450% once the AI started tailoring each follow-up to how the prospect had engaged. No other tool in our stack comes close: we saw a 5x return in the first year.

    ## Why adaptive follow-up moved both numbers

    The rise in responses is the headline, but the 40% lift in conversion to a booked meeting tells you more. A reply to a follow-up that answered the prospect's actual situation is usually a warmer reply. The prospect has already engaged with the topic, so the first call starts further along.

    There is a compounding effect on deliverability too. Messages that fit the moment get opened and answered instead of deleted, and engagement is one of the signals mailbox providers weigh. Relevance keeps you in the inbox, and being in the inbox gives relevance a chance to work.

    ## Lessons for agencies and anyone running many campaigns

    1. **Standardize the structure, not the message.** Shared templates keep quality consistent across clients; personalization and adaptation keep every email specific.
    2. **Let behavior choose the next step.** Opens, clicks and timing say more about what a prospect needs than the position of a step in a sequence.
    3. **Protect every sending domain.** Authenticate each one, keep volume steady and treat a rise in bounces as a reason to stop and clean the list.
    4. **Report response rate, not sends.** Clients renew on replies and meetings. Put those numbers in front of them.
    5. **Make launching cheap.** When a new program takes 48 hours instead of two weeks, you can test more ideas for every client.

    :::note Keep the strategy human
    Adaptive AI decides which message fits each prospect's moment. Choosing the audience, the offer and what your client stands for is still the job of the people who know the client best.
    :::

    ## See it on your own campaigns

    If your response rates have flattened on a fixed sequence, the fix is rarely a cleverer step three. It is letting each prospect's behavior decide what step three says. For the bigger picture of where this is going, read [The Future of AI in Email Marketing](/blog/future-of-ai-email-marketing), explore the [features](/features) behind adaptive follow-up, or [start a 14-day free trial](/trial) and watch it adapt on your own list.
  `),
}

const apiFollowUp: SeedDocument = {
  _id: 'blogPost-api-follow-up-for-new-sign-ups',
  _type: 'blogPost',
  title: 'Start a Year of Follow-Up for Every New Sign-Up with the Persistly API',
  slug: { _type: 'slug', current: 'api-follow-up-for-new-sign-ups' },
  publishedAt: '2026-04-14',
  author: ref('author-maya-ellison'),
  cover: seedImage('cover-api-follow-up-for-new-sign-ups', 'A code editor window framed by angle brackets'),
  summary:
    'When someone signs up for your product but never books a call, follow-up should start on its own. This tutorial sends that first email through the Persistly REST API with 365 days of follow-up, then handles rate limits, replies and reporting.',
  tags: ['Tutorial', 'API', 'Integrations', 'Automation'],
  categories: [ref('blogCategory-tutorials')],
  seo: {
    _type: 'seo',
    title: 'Tutorial: year-long follow-up from the Persistly API',
    description:
      'Use the Persistly REST API to email every new sign-up with 365 days of follow-up: API keys, the send request, rate limits, retries, replies and reports.',
  },
  body: richText(`
    Some of your warmest prospects never appear on a prospect list. They sign up for your product, look around, and go quiet. A salesperson might email them once. Almost nobody is still following up six months later, when the team finally has budget for the paid plan.

    This tutorial connects your sign-up flow to Persistly, so every new sign-up gets a personalized first email and a year of follow-up without anyone importing a list. It takes an afternoon, and you need only a few lines of server code.

    ## What you will build

    A small function on your server that runs whenever someone signs up. It:

    1. Sends the new user a first email through the Persistly REST API, with follow-up switched on for 365 days.
    2. Waits and retries politely if you go over your rate limit.
    3. Leaves it to Persistly to stop following up when the person replies, and lets your own systems hear about the reply.

    ## Before you start

    - **A plan with API access.** API access is part of the Pro plan, and Enterprise adds custom rate limits. See [pricing](/pricing) for what each plan includes.
    - **A connected mailbox**, so the emails come from a real person on your team. The [first campaign tutorial](/blog/launch-your-first-year-long-campaign) covers connecting one.
    - **A place to run server code**: the back end that handles your sign-ups, or a background job it can hand work to. The examples use JavaScript on Node.js, but any language that can make an HTTPS request will do.

    ## Step 1: Create an API key

    In Persistly, open **Settings → API Keys** and create a key. It is shown once, when you create it, so copy it straight into your server's secret storage, for example as an environment variable named \`PERSISTLY_API_KEY\`.

    :::warning Keep the key on your server
    An API key can send email from your account. Never put it in browser code, a mobile app or a public repository. If a key may have been exposed, revoke it and create a new one straight away, and rotate your keys regularly even when nothing has gone wrong.
    :::

    ## Step 2: Send one email by hand

    Before writing any code, send a single request to yourself with your favorite HTTP client. Every request is JSON over HTTPS, with your key as a bearer token:

    \`\`\`http Send one email with a year of follow-up
    POST https://api.persistly.ai/v1/send
    Authorization: Bearer YOUR_API_KEY
    Content-Type: application/json

    {
      "to": "sam@acme.com",
      "subject": "Getting {{company}} started",
      "body": "Hi {{first_name}}, thanks for signing up. Which workflow would you like {{company}} to automate first? Reply and I will send you the quickest way to set it up.",
      "variables": {
        "first_name": "Sam",
        "company": "Acme"
      },
      "follow_up": {
        "enabled": true,
        "duration_days": 365
      }
    }
    \`\`\`

    What each field does:

    - \`to\` is the recipient's address.
    - \`subject\` and \`body\` are your message. Merge tags such as \`{{first_name}}\` and \`{{company}}\` are filled in from \`variables\`.
    - \`follow_up\` switches on automated follow-up: with \`enabled\` set to true and \`duration_days\` at 365, Persistly keeps following up for a full year.

    If the answer is \`401 Unauthorized\`, the key is missing or wrong: check the \`Authorization\` header. All requests must use HTTPS.

    ## Step 3: Call it from your sign-up flow

    Now move the same request into your code. Call the function after the new account has been saved, from your server:

    \`\`\`javascript persistly.js
    const SEND_URL = 'https://api.persistly.ai/v1/send'

    // Starts a year of follow-up for one new sign-up. Runs on the server, never in the browser.
    export async function startFollowUp(user) {
      const response = await fetch(SEND_URL, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer ' + process.env.PERSISTLY_API_KEY,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          to: user.email,
          subject: 'Getting {{company}} started',
          body: 'Hi {{first_name}}, thanks for signing up. Which workflow would you like {{company}} to automate first? Reply and I will send you the quickest way to set it up.',
          variables: { first_name: user.firstName, company: user.company },
          follow_up: { enabled: true, duration_days: 365 },
        }),
      })
      if (!response.ok) throw new Error('Persistly answered ' + response.status)
    }
    \`\`\`

    Two design choices are worth copying. First, do not make the sign-up wait for the email: hand the call to a background job, so a slow request never slows down a new user. Second, only pass the variables your message uses. If a field such as the company name is optional in your sign-up form, write the message so it still reads well without it.

    ## Step 4: Stay within your rate limit

    Limits apply per account and depend on your API tier: Starter allows 100 requests a minute, Professional 1,000, and Enterprise limits are sized to your volume. A normal day of sign-ups will not come close, but a backfill of last year's users might.

    A request over the limit is refused with \`429 Too Many Requests\`. Its \`Retry-After\` header says how many seconds to wait before you try again, so respect it:

    \`\`\`javascript persistly.js, with retries
    // Sends one request, waiting and retrying when the rate limit says so.
    async function send(payload, attempts = 3) {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const response = await fetch(SEND_URL, {
          method: 'POST',
          headers: {
            Authorization: 'Bearer ' + process.env.PERSISTLY_API_KEY,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(payload),
        })
        if (response.status !== 429) return response
        const seconds = Number(response.headers.get('Retry-After')) || 60
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      }
      throw new Error('Still over the rate limit after ' + attempts + ' attempts')
    }
    \`\`\`

    Then let \`startFollowUp\` build the payload and call \`send(payload)\` instead of calling \`fetch\` itself.

    :::tip Backfilling old sign-ups
    For a one-off batch of existing users, importing a CSV file into a campaign is often simpler than a loop of API calls. Keep the API for the steady stream of new sign-ups.
    :::

    ## Step 5: Let replies stop the sequence, and tell your other systems

    You do not need any code to stop following up when someone answers. Sequences stop automatically when a recipient replies, and also on bounces and unsubscribes.

    What you may want is for the rest of your stack to hear about the reply, for example to create a task in your CRM. Set up a workflow in Persistly with the reply trigger and a webhook to your own HTTPS endpoint. When a reply arrives, Persistly sends a JSON body like this one:

    \`\`\`json Reply webhook payload
    {
      "event": "reply.received",
      "occurred_at": "2026-04-14T14:32:05Z",
      "campaign_id": "cmp_7Hq2Lx",
      "contact": {
        "email": "sam@acme.com",
        "first_name": "Sam",
        "company": "Acme"
      }
    }
    \`\`\`

    Three rules for the endpoint that receives it:

    1. **Check the signature first.** Each webhook request is signed with your webhook secret; verify it before acting on the payload.
    2. **Answer quickly.** Respond with a 2xx status within a few seconds and do any slow work afterwards.
    3. **Expect repeats.** Failed deliveries are retried, so make sure handling the same event twice does no harm.

    ## Step 6: Measure what the follow-up earns

    The analytics endpoints return your campaigns' engagement metrics, so you can put them next to your product data:

    \`\`\`http Response rates for your reports
    GET /api/v1/analytics/responses
    Authorization: Bearer YOUR_API_KEY
    \`\`\`

    \`/api/v1/analytics/opens\` and \`/api/v1/analytics/clicks\` work the same way for open and click-through rates. Response rate is the one to watch: it tells you whether the follow-up is starting conversations, not just being opened.

    ## Checklist

    1. API key created, stored as a server secret, never in browser code.
    2. One request sent by hand, and the email checked in your own inbox.
    3. \`startFollowUp\` called from a background job after each sign-up.
    4. 429 responses handled by waiting for \`Retry-After\`.
    5. A reply workflow with a webhook, if your CRM should hear about replies.
    6. Response rates pulled into your reporting.

    For every endpoint, authentication detail and rate limit, see the [API documentation](/api). Workflows, triggers and webhooks are covered in [Advanced Topics](/documentation/advanced-topics).
  `),
}

const briefingTheAi: SeedDocument = {
  _id: 'blogPost-briefing-the-ai-for-better-follow-ups',
  _type: 'blogPost',
  title: 'Briefing the AI: How to Get Follow-Ups That Sound Like Your Best Rep',
  slug: { _type: 'slug', current: 'briefing-the-ai-for-better-follow-ups' },
  publishedAt: '2026-09-15',
  author: ref('author-maya-ellison'),
  cover: seedImage(
    'cover-briefing-the-ai-for-better-follow-ups',
    'A written brief with lines of notes and two sparks of light beside it',
  ),
  summary:
    'AI-written follow-ups are only as good as the brief behind them. Here is what the AI reads when it writes, the five inputs that make the biggest difference, and how to decide when it can send on its own.',
  tags: ['AI', 'Personalization', 'Automation', 'Copywriting'],
  categories: [ref('blogCategory-ai')],
  seo: {
    _type: 'seo',
    title: 'Briefing the AI for follow-ups that sound like you',
    description:
      'What AI needs to write follow-ups prospects answer: a clear template, researched fields, a written tone, focused segments and a review habit.',
  },
  body: richText(`
    When a team tells us its AI-written follow-ups feel generic, the cause is almost never the AI. It is the brief. Give a new sales rep nothing but a first name and a company, and they will write a generic email too.

    The AI in Persistly works the same way. It can write a different, relevant follow-up for every prospect, but only from what you give it. This article explains what it reads, which inputs change the results most, and how to move from reviewing every message to letting a sequence run on its own.

    ## What the AI reads when it writes

    Every follow-up is written for one prospect, from four sources:

    - **Your template:** the structure, the offer and the ask you want to make.
    - **Your tone settings:** how formal, how direct and how brief you want to sound.
    - **The recipient's details:** role, company and any custom fields you have added.
    - **Their engagement so far:** what they opened, what they clicked, and how long they have been quiet.

    From those, it writes the message and picks the moment: each follow-up goes out when that recipient is most likely to read email, in their own time zone.

    You control the first three completely. The fourth builds up on its own as the campaign runs. So when results disappoint, the fix is nearly always in the first three.

    ## Five inputs that make the biggest difference

    ### 1. A template with a clear structure

    The AI personalizes around your structure; it does not replace it. A template with a personal opening, a named problem, one piece of proof and a single ask gives it a strong skeleton to work with. A template that tries to say everything gives it too much to choose from.

    If you are unsure where to start, our [email templates](/email-templates) follow this structure, and the [Writing Compelling Copy](/cold-outreach-guide/writing-compelling-copy) chapter of the Cold Outreach Guide explains each part.

    ### 2. Researched fields, not just names

    Names and companies let the AI address a prospect. Researched details let it say something relevant. Add them to your contacts as custom fields, for example:

    - \`trigger_event\`: a new office, a funding round, a leadership change.
    - \`pain_point\`: the problem this person most likely has, in their words.
    - \`industry\`: so examples and comparisons come from their world.

    Then tell the AI which fields matter most for the campaign. Its personalization will focus on them instead of spreading across everything it can see. Set fallback values too, so a contact with a missing field still gets a complete, natural sentence.

    ### 3. A tone that is written down

    Set the tone in your settings, and keep a one-page voice guide next to it: the words you use, the words you avoid and the claims you can back up. If your best rep would never write "synergy", neither should the AI. Writing this down once saves a great deal of editing later.

    ### 4. Segments that share a problem

    The more a segment has in common, the sharper each message can be. Build segments from custom fields, engagement history or CRM data, and give each one its own messaging. Use conditional content for the sentences that should only appear for one segment, such as a reference to a regulation that only applies to your fintech prospects.

    ### 5. Proof you are happy to stand behind

    Give the AI the customer results and examples you are allowed to cite, and nothing you would not say on a call. Specific proof from a company like the reader's is one of the strongest parts of any cold email, so it is worth spending the time to collect good examples.

    ## How engagement shapes the next message

    You do not write branches for every possible reaction. The AI reads what each prospect did and writes the next follow-up for that moment:

    - **Opened several times, no reply:** interest is there, so the next message makes the ask smaller or answers a likely objection.
    - **Clicked a link:** the next message follows up on that exact topic while it is fresh.
    - **Never opened:** a different angle and a new subject line, rather than the same message again.
    - **Replied:** the sequence stops at once. A bounce or an unsubscribe stops it too.

    Over a year, the gaps between follow-ups widen, so the sequence stays present without becoming a nuisance.

    ## Review first, then let it run

    Under the review controls, you choose whether AI-written messages send automatically or wait for your approval. We recommend a simple progression:

    1. **Start with approval on.** For a new campaign, read the first batch of messages before they go out.
    2. **Fix the brief, not the email.** If you keep making the same edit, change the template, the tone or the fields instead. One fix at the source improves every future message.
    3. **Switch to automatic once edits stop.** When a sequence's messages consistently need no changes, let it send on its own.
    4. **Keep approval where judgment matters.** For your most important accounts, a person should read what goes out in your name.

    :::tip Judge the brief by replies, not opens
    Compare response rates before and after each change to your brief. Opens show whether the subject line worked; replies show whether the message did.
    :::

    ## Going further: training on your best emails

    On the Enterprise plan, the AI can be trained on your own best emails, so its drafts start from the voice and the arguments that already win deals for your team. It is most useful once you have run a few campaigns and know which messages earned replies. See [pricing](/pricing) for what each plan includes.

    ## A checklist before your next campaign

    1. The template has one opening, one problem, one piece of proof and one ask.
    2. Every contact has at least one researched custom field, with fallbacks set.
    3. The AI knows which fields matter most for this campaign.
    4. Tone settings are set, and a one-page voice guide exists.
    5. Segments share a problem, with their own messaging where needed.
    6. Approval is on for the first batch, and someone owns reviewing it.

    AI does the repetitive work of writing a different follow-up for every prospect, every time. What it cannot do is decide who you serve, what you offer and how you sound. Put those into the brief, and the follow-ups will sound like your best rep on a good day. For a closer look at each setting, see [Core Features](/documentation/core-features) and [Advanced Topics](/documentation/advanced-topics), or [start a 14-day free trial](/trial) and brief the AI on your own prospects.
  `),
}

export const blogPosts: SeedDocument[] = [
  futureOfAi,
  maximizingResponseRates,
  globalTechSolutions,
  launchFirstCampaign,
  deliverabilityChecklist,
  digitalSphere,
  apiFollowUp,
  briefingTheAi,
]

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
