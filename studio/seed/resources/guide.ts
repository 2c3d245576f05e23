import { ref, richText, type SeedDocument } from '../helpers'

const chapter = (
  slug: string,
  title: string,
  readTime: number,
  description: string,
  seoDescription: string,
  body: string,
): SeedDocument => ({
  _id: `guideChapter-${slug}`,
  _type: 'guideChapter',
  title,
  slug: { _type: 'slug', current: slug },
  description,
  readTime,
  body: richText(body),
  seo: { _type: 'seo', title: `${title}: Cold Outreach Guide`, description: seoDescription },
})

export const guideChapters: SeedDocument[] = [
  chapter(
    'understanding-your-audience',
    'Understanding Your Audience',
    10,
    'Great cold emails start long before you write them. Learn how to define your ideal customer, map the people behind the deal and find the signals that make outreach timely.',
    'Define your ideal customer profile, map buyer personas and spot buying signals so every cold email reaches the right person at the right time.',
    `
      Every reply you will ever get starts with the same decision: who you chose to email. A brilliant message sent to the wrong person is still spam. A plain message sent to the right person, at the right moment, often gets a reply. This chapter shows you how to find those people before you write a single line.

      ## Define your ideal customer profile

      Your ideal customer profile (ICP) describes the companies that get the most value from what you sell and are most likely to buy. Start from your best existing customers, not from everyone who could theoretically use your product.

      Look at the customers who bought fastest, stayed longest and pay the most, and note what they share:

      - **Industry and business model.** B2B software, agencies, logistics, healthcare: be specific.
      - **Company size.** Headcount or revenue range, and the size of the team you sell to.
      - **Geography and language.** Where they operate and which time zones you will be emailing.
      - **Technology.** Tools they use that your product connects to or replaces.
      - **The problem.** The pain they had when they found you, in their words.

      Write the result down in two or three sentences. If you cannot, your profile is too broad.

      :::tip Start narrow, then widen
      A tight profile such as "B2B SaaS companies with 20-200 employees and a sales team of at least five" will outperform "companies that send email". Prove it works on a narrow segment, then expand one variable at a time.
      :::

      ## Map the people behind the deal

      Companies do not reply to emails; people do. Most B2B purchases involve several of them, each with a different stake:

      - **The decision maker** owns the budget and the outcome (for example a VP of Sales).
      - **The champion** feels the problem every day and will argue for a fix (often a team lead).
      - **The user** will work with your product and cares about ease and time saved.
      - **The gatekeeper** (IT, security, procurement) needs to see that you are safe and compliant.

      For each persona, write down their goals, what keeps them up at night, the words they use for the problem, and what they would need to believe to take a meeting. These notes become the raw material for your personalization and your copy.

      ## Research without losing a week

      Personal does not have to mean slow. Spend two to three minutes per prospect on the sources that matter:

      1. The prospect's profile: role, how long they have been in it, what they post about.
      2. The company's news: funding, launches, expansion, leadership changes.
      3. Job postings: a company hiring five SDRs is telling you its priorities.
      4. Their website and product: what they sell, who they sell to, how they describe themselves.

      Capture what you find in fields on the contact record, such as \`trigger_event\` or \`pain_point\`, so your templates and AI personalization can use it at scale.

      ## Look for buying signals

      Timing turns a good prospect into a responsive one. Signals that a company may be ready to talk include:

      - A new executive in the role you sell to (new leaders change things in their first 90 days).
      - Recent funding or a growth announcement.
      - Hiring for roles your product supports.
      - Adopting or dropping a tool in your category.
      - Engagement with your content: opened emails, visited the pricing page, downloaded a guide.

      When you see a signal, mention it. "Congratulations on the Series B" only works once, but "teams that just raised often need to double pipeline in two quarters" connects the signal to the problem you solve.

      ## Segment before you send

      Group prospects by the problem they share and the persona you are writing to, not just by industry. A segment should be small enough that one message is genuinely relevant to everyone in it. Then build one campaign per segment.

      :::note Keep your data clean
      Verify email addresses, remove duplicates and unsubscribes, and refresh job titles regularly. Bounces and complaints damage your sender reputation, and outdated data makes personalization embarrassing.
      :::

      ## Checklist

      - Your ICP fits in three sentences and is based on your best customers.
      - You have written notes for each persona in the buying group.
      - Every contact has at least one researched detail you can reference.
      - You know which buying signals you are watching for.
      - Your list is split into segments that share one problem.

      With the right audience defined, the next step is getting them to open your email. Continue with [Crafting the Perfect Subject Line](/cold-outreach-guide/crafting-the-perfect-subject-line).
    `,
  ),
  chapter(
    'crafting-the-perfect-subject-line',
    'Crafting the Perfect Subject Line',
    8,
    'Your subject line decides whether anything else gets read. Learn the length, patterns and testing habits behind subject lines that earn the open.',
    'Write cold email subject lines that get opened: keep them to 6-8 words and under 50 characters, personalize them, avoid spam triggers and test every time.',
    `
      Your prospect sees three things before deciding whether to open your email: your name, your subject line and a line of preview text. Of the three, the subject line is the one you control most. This chapter covers how to write subject lines that get opened for the right reasons.

      ## Keep it short: 6-8 words, under 50 characters

      Most emails are read on a phone, where long subject lines are cut off mid-thought. Aim for **six to eight words and fewer than 50 characters**. Short subject lines are also easier to scan in a crowded inbox and feel more like a note from a colleague than a marketing blast.

      - Good: "Question about Acme's SDR onboarding" (36 characters)
      - Too long: "I wanted to reach out about an exciting opportunity to improve your sales team's results" (88 characters)

      ## Be specific, not clever

      Curiosity can work, but confusion does not. The best cold subject lines tell the reader what the email is about and why it is relevant to them. Patterns that work well:

      - **The question:** "Hiring SDRs at Acme?"
      - **The mutual connection:** "Jamie Lee suggested I reach out"
      - **The observation:** "Acme's new EMEA office"
      - **The outcome:** "Cutting Acme's ramp time by a month"
      - **The plain ask:** "Worth a quick call, Sam?"

      ## Personalize with substance

      Adding a first name is a start, but a detail about the company or role tells the reader the email was written for them. "{{first_name}}, idea for {{company}}'s onboarding" outperforms "{{first_name}}, quick question" because it signals relevance, not just mail-merge.

      :::tip Check the preview text
      The first line of your email appears next to the subject in most inboxes. Make it continue the thought ("Saw you are hiring five SDRs this quarter...") rather than repeating the subject or wasting it on "Hope you're well."
      :::

      ## Avoid what filters and people distrust

      Spam filters and busy readers react to the same warning signs:

      - ALL CAPS or multiple exclamation marks!!!
      - Phrases like "free", "guaranteed", "act now" or "limited time".
      - Misleading "Re:" or "Fwd:" prefixes on a first email.
      - Emoji in a formal B2B context.
      - Clickbait that the email does not deliver on.

      A misleading subject line might win an open, but it loses the reply and can earn a spam complaint.

      ## Test at least 2-3 subject lines

      You will not know which subject line works best until your prospects tell you. For every campaign, **write at least two or three variants** and send each to a portion of your list. Change one thing at a time (the pattern, the personalization, the length) so you learn what made the difference.

      1. Write three variants using different patterns from the list above.
      2. Send each to an equal, random share of the segment.
      3. Compare open rate, and more importantly response rate, after a few days.
      4. Send the winner to the rest of the list and keep the lesson for next time.

      :::note Opens are a signal, replies are the goal
      Privacy features in some mail apps inflate open rates. Judge subject lines by the replies they lead to, and use opens as an early indicator only.
      :::

      ## Follow-up subject lines

      For follow-ups in the same conversation, keep the original subject with "Re:" so the thread stays together and the prospect sees your earlier message. Start a new subject only when you change the angle completely, for example when sharing a new case study after a few weeks.

      ## Checklist

      - Six to eight words, under 50 characters.
      - Specific to the reader, with a detail beyond their first name.
      - No spam triggers or misleading prefixes.
      - Preview text that continues the thought.
      - Two or three variants in test on every campaign.

      Once the email is open, the copy has to earn the reply. Continue with [Writing Compelling Copy](/cold-outreach-guide/writing-compelling-copy).
    `,
  ),
  chapter(
    'writing-compelling-copy',
    'Writing Compelling Copy',
    15,
    'Turn an opened email into a reply. A practical framework for cold email copy: a personal opening, a clear problem, credible proof and one easy call to action.',
    'A practical framework for cold email copy that gets replies: personal openings, clear value, credible proof and one low-effort call to action.',
    `
      The subject line earns the open. The copy earns the reply. Good cold email copy is short, specific and about the reader. This chapter gives you a structure you can use for almost any campaign, then shows how to polish it.

      ## The four-part structure

      Most effective cold emails follow the same shape, whatever the industry:

      1. **Opening:** one sentence about them, showing why you are writing to this person now.
      2. **Problem:** the challenge they are likely facing, in their words.
      3. **Proof:** why you are credible, usually a similar customer's result.
      4. **Ask:** one clear, low-effort next step.

      That is it. Everything else is optional, and most of it should be cut.

      ## Open with them, not you

      "My name is Alex and I work at..." is the most common opening line in cold email and the least effective. Your name is already in the sender field. Start with something relevant to the reader instead:

      - "Saw that Acme just opened an office in Austin. Congratulations."
      - "Your post on ramping new SDRs faster struck a chord."
      - "Noticed you are hiring three account executives this quarter."

      Then connect it to why you are writing. An observation without a reason reads as flattery.

      ## Name the problem before the product

      Prospects care about their problems, not your features. Describe the challenge the way they would describe it, then hint at the outcome.

      - Feature-first: "Persistly uses AI to generate personalized follow-up sequences."
      - Problem-first: "Most of your pipeline probably goes quiet after the second email, and nobody on the team has time to chase it for months."

      The second version makes the reader nod. The product can come later, in a sentence.

      ## Add proof that feels real

      A claim becomes believable when it is specific and comes from someone like the reader. One concrete result from a similar company beats a list of superlatives.

      - Vague: "We help companies dramatically improve their results."
      - Specific: "A 40-person agency we work with went from 12 to 31 booked calls a month after switching to year-long follow-ups."

      If you are new and do not have customer results yet, use a specific insight instead: a number from your own research or a lesson you learned the hard way.

      ## Ask for one small thing

      The bigger the ask, the fewer the replies. Asking a stranger for a 45-minute demo is a lot. Interest-based asks work better in a first email:

      - "Is this a priority for you this quarter?"
      - "Worth a quick conversation?"
      - "Would it help if I sent over the two-page breakdown?"

      Only one call to action per email. Two options split attention, and three make the reader do work.

      :::tip Aim for under 125 words
      Cold emails are read in seconds, often on a phone. If your message needs scrolling, it is too long. Cut every sentence that does not serve the opening, problem, proof or ask.
      :::

      ## Write like a person

      Read your email aloud. If it sounds like a brochure, rewrite it. A few habits help:

      - Use short sentences and everyday words. "Use" instead of "leverage", "help" instead of "facilitate".
      - Write "you" more often than "we".
      - Break text into two- or three-line paragraphs.
      - Use plain text with minimal formatting: no banners, images or multiple fonts.
      - Keep links to one, ideally none, in a first email. Heavy linking hurts deliverability.

      ## Personalize at scale without sounding robotic

      Merge tags such as \`{{first_name}}\` and \`{{company}}\` are the floor, not the ceiling. Add a researched field (\`{{trigger_event}}\` or \`{{pain_point}}\`) to each contact and write a sentence around it. With AI-assisted writing, you can go further: give the AI your structure, your tone and the prospect's context, and review what it drafts before it goes out.

      :::warning Always check the merge tags
      A blank or broken merge tag ("Hi {{first_name}}," or "Hi ,") ruins an otherwise good email. Preview a handful of messages from each segment before sending, and set fallback values for missing data.
      :::

      ## Before and after

      Here is a typical first draft:

      > Hi Sam, my name is Alex from Persistly. We are a leading AI-powered email platform with many features, including automated follow-ups, analytics and templates. I would love to set up a 30-minute demo to show you how we can help your business grow. Let me know when you are free!

      And the same email, rewritten:

      > Hi Sam, noticed Acme is hiring three AEs this quarter. More reps usually means more leads going quiet after the first email. A 40-person agency we work with booked 2.5x more calls by following up with every prospect for a full year, automatically. Worth a quick chat to see if the same could work for Acme?

      The second version is shorter, opens with Sam's situation, names a problem, offers proof and makes a small ask.

      ## Checklist

      - The first line is about the reader and explains why now.
      - The problem is described in the prospect's language.
      - One specific piece of proof.
      - One low-effort call to action.
      - Under 125 words, plain text, read aloud at least once.

      Even great copy rarely gets a reply on the first try. Continue with [Follow-up Strategies](/cold-outreach-guide/follow-up-strategies) to turn silence into conversations.
    `,
  ),
  chapter(
    'follow-up-strategies',
    'Follow-up Strategies',
    12,
    'Most replies come after the first email. Learn when to follow up, what to say each time and how to stay present for a full year without becoming a nuisance.',
    'Cold email follow-up strategies that work: send the first follow-up 2-4 days later, add value every touch and stay helpful for a full year.',
    `
      Most cold emails do not get a reply the first time, and that usually has nothing to do with the prospect's interest. They were in meetings, on a plane, or saw your email on a phone and meant to come back to it. Following up is how you give a good prospect a second, third and tenth chance to respond. This chapter shows how to do it well.

      ## Why persistence works

      Buying decisions rarely line up with your sending schedule. A prospect who ignores you in February may have budget in May and a new priority in September. Every thoughtful follow-up is another opportunity to arrive at the right moment. Teams that stop after one or two emails leave most of their potential replies on the table.

      ## Timing: when to send each follow-up

      Send your **first follow-up two to four days after the first message**. It is soon enough that your first email is still in their inbox, and late enough not to feel pushy. After that, space messages further apart:

      1. **Day 0:** first email.
      2. **Day 2-4:** first follow-up, in the same thread.
      3. **Day 7-10:** second follow-up with a new angle or resource.
      4. **Day 14-21:** third follow-up; consider a "close the loop" message.
      5. **Then monthly or quarterly:** long-term nurture with genuinely useful content.

      :::tip Match the recipient's rhythm
      Send follow-ups when each prospect tends to read email. Early morning or just after lunch in their time zone is a strong default; engagement data from earlier emails is even better.
      :::

      ## Add value every time

      "Just bumping this to the top of your inbox" gives the prospect nothing new to respond to. Each follow-up should bring something the previous email did not:

      - A short case study from a company like theirs.
      - A relevant article, benchmark or insight.
      - A different angle on the problem (cost, time, risk, growth).
      - A simple question that is easy to answer.
      - News: a new feature, integration or event that affects them.

      Keep follow-ups even shorter than your first email. Two to four sentences is often enough.

      ## Adapt to engagement

      Not every silence is the same. Let what the prospect did guide your next step:

      - **Opened several times, no reply:** interest is there; make the ask smaller or address a likely objection.
      - **Clicked a link:** follow up on that exact topic while it is fresh.
      - **Never opened:** try a new subject line, or check deliverability for that domain.
      - **Replied "not now":** respect it, and ask when would be better. Then follow up at that time.

      ## Know when to stop

      A follow-up sequence should end the moment a prospect replies, whether the answer is yes, no or "talk to my colleague". Continuing to send automated messages after a reply is the fastest way to lose trust. Stop immediately and permanently when someone asks you to or unsubscribes.

      :::warning Respect opt-outs
      Every email needs an easy way to opt out, and opt-outs must be honored right away. Beyond being required by anti-spam laws in many countries, it protects your sender reputation.
      :::

      ## The "close the loop" email

      After three or four unanswered follow-ups in a short period, send a polite message saying you will stop reaching out for now. For example: "I haven't heard back, so I'll assume this isn't a priority right now. If I've got the wrong person, could you point me to the right one?" These emails often get a surprising number of replies, because they are easy to answer and give the prospect permission to be honest.

      ## Long-term nurture: the year-long follow-up

      "Not now" is not "no". After your initial sequence, move quiet prospects into a slower cadence that runs for the rest of the year: one helpful email every few weeks, then every month or quarter. Share insights, customer stories and timely news. When their situation changes, you will be the company they already know.

      This is exactly what Persistly automates: AI-written follow-ups that adapt to each prospect's engagement, spaced over 365 days, and stopped automatically on reply.

      ## Checklist

      - First follow-up two to four days after the first message.
      - Each follow-up adds a new piece of value.
      - Cadence widens over time and continues as long-term nurture.
      - Next steps adapt to opens, clicks and replies.
      - Sequences stop on any reply and on every opt-out.

      You now have the whole framework: the right audience, subject lines that earn the open, copy that earns the reply and follow-ups that keep the conversation going. Put it into practice with our ready-made [email templates](/email-templates), or [back to the guide overview](/cold-outreach-guide).
    `,
  ),
]

export const guidePage: SeedDocument = {
  _id: 'guidePage',
  _type: 'guidePage',
  title: 'Cold Outreach Guide',
  intro:
    'Everything we have learned from 10M+ outreach emails, in four practical chapters: find the right people, get the open, write the email and follow up until it pays off.',
  seo: {
    _type: 'seo',
    title: 'The Cold Outreach Guide: from first email to reply',
    description:
      'A free four-chapter guide to cold email: understand your audience, write subject lines and copy that get replies, and follow up the right way.',
  },
  chapters: guideChapters.map((item) => ref(item._id)),
  labels: {
    chapterLabel: 'Chapter',
    minReadLabel: 'min read',
    readChapterLabel: 'Read Chapter',
    backLabel: 'Back to Guide',
    previousChapterLabel: 'Previous chapter',
    nextChapterLabel: 'Next chapter',
  },
}
