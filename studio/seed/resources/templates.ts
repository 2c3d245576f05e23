import { ref, type SeedDocument } from '../helpers'

/** Removes the indentation the template literals below pick up from the source. */
const text = (value: string) => {
  const lines = value.replace(/^\n+|\s+$/g, '').split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length))
  return lines.map((line) => line.slice(indent)).join('\n')
}

const step = (day: number, subject: string, body: string) => ({ _type: 'followUpStep', day, subject, body: text(body) })

const coldOutreachSequence: SeedDocument = {
  _id: 'emailTemplate-cold-outreach-sequence',
  _type: 'emailTemplate',
  title: 'Cold Outreach Sequence',
  slug: { _type: 'slug', current: 'cold-outreach-sequence' },
  description:
    'A four-step sequence for first contact: a short, personal opener followed by three follow-ups that each bring something new to the conversation.',
  tags: ['Cold Outreach', 'Sales', 'B2B', 'Sequence'],
  subject: 'Question about {{company}}’s [focus area]',
  body: text(`
    Hi {{first_name}},

    I noticed {{company}} [recent trigger: a new funding round, a product launch, a job posting for SDRs]. In my experience that usually puts [the problem you solve] near the top of the list for a {{job_title}}.

    We help {{industry}} teams [the outcome you deliver, in one line]. [Similar customer], for example, [one concrete result with a number].

    Would it be worth a 15-minute call to see whether we could do the same for {{company}}? If the timing is wrong, just say so and I won’t keep filling your inbox.

    Best,
    {{sender_name}}
    {{sender_title}}, {{sender_company}}
  `),
  whenToUse: text(`
    Use it for first contact with prospects who have never heard from you, ideally when you can point to a specific trigger (funding, a new hire, a launch) that makes your offer timely.

    It works best on a focused segment that shares one problem. For prospects who already spoke with you and went quiet, use the Sales Recovery Campaign instead.
  `),
  followUps: [
    step(
      3,
      'Re: Question about {{company}}’s [focus area]',
      `
      Hi {{first_name}},

      Following up on my note from earlier this week. In case it’s useful either way, here is a two-minute read on how [similar company] handled [the problem]: [link]

      Worth a quick conversation?

      {{sender_name}}
    `,
    ),
    step(
      7,
      'Re: Question about {{company}}’s [focus area]',
      `
      Hi {{first_name}},

      One more angle, then I’ll leave it with you. Most {{job_title}}s we talk to are weighing [common objection or alternative]. What tipped it for [similar customer] was [the deciding reason, in one sentence].

      If that sounds relevant to {{company}}, would next [day] or [day] suit you for 15 minutes?

      {{sender_name}}
    `,
    ),
    step(
      14,
      'Should I close the loop, {{first_name}}?',
      `
      Hi {{first_name}},

      I haven’t heard back, so I’ll assume [the problem] isn’t a priority at {{company}} right now. That’s completely fine.

      If I’ve reached the wrong person, could you point me to whoever owns [area]? Otherwise, I’ll check back in a few months in case things change.

      Thanks for reading,
      {{sender_name}}
    `,
    ),
  ],
  seo: {
    _type: 'seo',
    title: 'Cold Outreach Sequence: free email template',
    description:
      'A proven four-step cold email sequence with a personal opener and three value-adding follow-ups. Copy it, add your details and send.',
  },
}

const followUpMasterTemplate: SeedDocument = {
  _id: 'emailTemplate-follow-up-master-template',
  _type: 'emailTemplate',
  title: 'Follow-up Master Template',
  slug: { _type: 'slug', current: 'follow-up-master-template' },
  description:
    'The follow-up for prospects who went quiet after your first email: every touch adds new value, keeping you present for a full year without nagging.',
  tags: ['Follow-up', 'Nurture', 'Year-long', 'B2B'],
  subject: 'One more idea for {{company}}',
  body: text(`
    Hi {{first_name}},

    I know inboxes get busy, so I’ll keep this short.

    Since I last wrote, [one piece of news or insight that matters to them, e.g. "we published a breakdown of how three {{industry}} teams cut their sales cycle by a month"]. I thought of {{company}} because [the specific reason it applies to them].

    Here it is if it’s useful: [link]

    No need to reply if the timing isn’t right. If [the problem] moves up your list, I’d be glad to share what has worked for teams like yours.

    Best,
    {{sender_name}}
    {{sender_company}}
  `),
  whenToUse: text(`
    Use it when a prospect opened or replied once, then went silent, or when a first sequence ended without an answer and the account still fits your ideal customer profile.

    The cadence starts close together and spreads out over the year, so you stay helpful and visible until the buying window opens. Stop immediately if the prospect asks you to, and swap in a fresh insight for every bracketed line rather than reusing the same one.
  `),
  followUps: [
    step(
      4,
      'Re: One more idea for {{company}}',
      `
      Hi {{first_name}},

      Quick question rather than another pitch: how is {{company}} handling [the problem] today?

      Even a one-line answer helps me know whether to send you more on this or leave you in peace.

      {{sender_name}}
    `,
    ),
    step(
      12,
      '[Topic] at {{industry}} companies',
      `
      Hi {{first_name}},

      We just finished looking at [data point or trend] across [number] {{industry}} teams. The short version: [one-sentence finding].

      I put the three most useful takeaways on one page: [link]. Happy to walk you through how they apply to {{company}}.

      {{sender_name}}
    `,
    ),
    step(
      30,
      'Worth revisiting, {{first_name}}?',
      `
      Hi {{first_name}},

      It’s been a few weeks, so here’s something new: [new feature, customer story or event relevant to them].

      If [the problem] is on your plan for next quarter, I’d be glad to help you scope it. If not, no reply needed.

      {{sender_name}}
    `,
    ),
    step(
      90,
      'Checking in on {{company}}’s plans',
      `
      Hi {{first_name}},

      A new quarter usually brings new priorities. Is [the goal they are likely working toward] on the list for {{company}} this time?

      If so, here is how [similar customer] got started in under two days: [link].

      {{sender_name}}
    `,
    ),
    step(
      180,
      'Still the right person for [area]?',
      `
      Hi {{first_name}},

      Touching base one last time this year. If you’re no longer the right contact for [area], I’d appreciate a pointer to who is. If you are, and the timing is finally right, just reply “interested” and I’ll take it from there.

      All the best,
      {{sender_name}}
    `,
    ),
  ],
  seo: {
    _type: 'seo',
    title: 'Follow-up Master Template: free email template',
    description:
      'A year-long follow-up email template that adds value with every touch. Re-engage quiet prospects without nagging. Free to copy and customize.',
  },
}

const salesRecoveryCampaign: SeedDocument = {
  _id: 'emailTemplate-sales-recovery-campaign',
  _type: 'emailTemplate',
  title: 'Sales Recovery Campaign',
  slug: { _type: 'slug', current: 'sales-recovery-campaign' },
  description:
    'Re-open stalled deals and win back prospects who went dark after a demo, proposal or trial, with a respectful sequence that makes replying easy.',
  tags: ['Win-back', 'Sales', 'Pipeline'],
  subject: 'Picking up where we left off, {{first_name}}',
  body: text(`
    Hi {{first_name}},

    When we last spoke, {{company}} was working toward [the goal they shared, e.g. "doubling outbound meetings before Q3"]. I wanted to check in on how that’s going.

    A few things have changed on our side since then: [one or two improvements that address their objection, such as a new integration, a shorter onboarding or a different plan].

    If [the goal] is still on the table, would it help to pick up where we left off? I can send a short recap or an updated proposal, whichever is more useful.

    Best,
    {{sender_name}}
    {{sender_title}}, {{sender_company}}
  `),
  whenToUse: text(`
    Use it for deals that stalled for 30 days or more after a demo, proposal or trial, for trials that ended without a purchase, and for lost deals where the reason was timing or budget rather than fit.

    Do not use it for prospects who gave a clear no or unsubscribed. Reference the real conversation you had: a recovery email that could have been sent to anyone will be ignored.
  `),
  followUps: [
    step(
      5,
      'Re: Picking up where we left off, {{first_name}}',
      `
      Hi {{first_name}},

      In case it helps the internal conversation, here’s how [similar customer] solved the same [objection they raised, e.g. "budget timing"] question: [link]. They [one concrete result] within [timeframe].

      Would a 15-minute call to update the numbers for {{company}} be useful?

      {{sender_name}}
    `,
    ),
    step(
      14,
      'Should I close your file, {{first_name}}?',
      `
      Hi {{first_name}},

      I don’t want to keep chasing if the project is off the table, so I’ll close out your proposal at the end of the week.

      If you’d like to keep it open, a one-word reply is plenty. And if anything about the offer held you back, I’d genuinely like to hear it.

      Thanks,
      {{sender_name}}
    `,
    ),
    step(
      60,
      'New quarter, new plans at {{company}}?',
      `
      Hi {{first_name}},

      It’s been a couple of months since we closed out your proposal. Budgets and priorities shift, so I wanted to ask whether [the goal] is back on the agenda.

      If it is, I can have an updated plan to you within a day.

      {{sender_name}}
    `,
    ),
  ],
  seo: {
    _type: 'seo',
    title: 'Sales Recovery Campaign: free email template',
    description:
      'Win back stalled deals and quiet trials with a respectful four-step recovery sequence. A free sales email template you can copy and adapt.',
  },
}

export const emailTemplates: SeedDocument[] = [coldOutreachSequence, followUpMasterTemplate, salesRecoveryCampaign]

export const emailTemplatesPage: SeedDocument = {
  _id: 'emailTemplatesPage',
  _type: 'emailTemplatesPage',
  title: 'Email Templates',
  intro:
    'Proven, ready-to-send emails for every stage of outreach, from the first hello to winning back a stalled deal. Copy one, make it yours and send.',
  seo: {
    _type: 'seo',
    title: 'Free cold email and follow-up templates',
    description:
      'Free cold outreach, follow-up and sales recovery email templates with subject lines, merge tags and complete follow-up sequences.',
  },
  templates: emailTemplates.map((item) => ref(item._id)),
  labels: {
    viewTemplateLabel: 'View Template',
    subjectLabel: 'Subject',
    bodyLabel: 'Email',
    whenToUseHeading: 'When to use it',
    followUpsHeading: 'Follow-up steps',
    dayLabel: 'Day',
    copyLabel: 'Copy template',
    copiedLabel: 'Copied!',
    backLabel: 'Back to Email Templates',
    mergeTagNote:
      'Text in {{double_braces}} is filled in from each contact’s details when you send with Persistly. Replace text in [square brackets] with your own words before you send.',
  },
}
