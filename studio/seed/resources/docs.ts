import { ref, richText, type SeedDocument } from '../helpers'
import { seedImage, type SeedImageName } from '../images'

const docPage = (
  slug: string,
  title: string,
  icon: string,
  screenshotAlt: string,
  summary: string,
  topics: string[],
  seoDescription: string,
  body: string,
): SeedDocument => ({
  _id: `docPage-${slug}`,
  _type: 'docPage',
  title,
  slug: { _type: 'slug', current: slug },
  icon,
  image: seedImage(`screen-${slug}` as SeedImageName, screenshotAlt),
  summary,
  topics,
  body: richText(body),
  seo: { _type: 'seo', title: `${title}: Documentation`, description: seoDescription },
})

export const docPages: SeedDocument[] = [
  docPage(
    'getting-started',
    'Getting Started',
    'rocket',
    'The new campaign screen: recipient list, send status and three summary tiles',
    'Set up your account, connect your mailbox and launch your first campaign in minutes.',
    ['Account setup', 'First campaign', 'Dashboard overview', 'Best practices'],
    'Create your Persistly account, connect Gmail, Outlook or SMTP, launch your first campaign and find your way around the dashboard.',
    `
      This guide takes you from a new account to your first campaign. Most teams finish it in under an hour, and our onboarding team checks your setup so your campaign is live within 24-48 hours.

      ## Account setup

      ### Create your account

      1. Go to [Sign In or Sign Up](/auth) and choose **Sign up**.
      2. Enter a valid work email address. This is where we send your verification code, receipts and important notices.
      3. Choose a secure password: at least 8 characters, mixing letters, numbers and symbols. Do not reuse a password from another service.
      4. Submit the form to create your account.

      ### Verify your email

      When you submit the form, we email a 6-digit verification code to the address you signed up with. Enter it on the sign-up form to confirm the address and finish creating your account. If it has not arrived within a few minutes, check your spam or promotions folder, then choose **Resend code** on the form for a new one.

      ### Connect your sending mailbox

      Persistly sends from your own mailbox, so replies arrive in your inbox as usual. Connect one of:

      - **Gmail or Google Workspace:** sign in with Google and grant permission to send and read replies.
      - **Outlook or Microsoft 365:** sign in with Microsoft and grant the same permissions.
      - **Any other provider (SMTP):** enter your SMTP and IMAP host, port, username and password or app password.

      :::tip Use a dedicated sending domain
      Many teams send outreach from a separate domain (for example acme-mail.com instead of acme.com) so that cold email never affects the reputation of their main company domain.
      :::

      Free trial accounts include 100 contacts for 14 days, with no credit card required: [start your free trial](/trial) and it begins as soon as your email is verified.

      ## First campaign

      1. From the dashboard, click **New Campaign** and give it a name you will recognize later.
      2. Import your recipients: upload a **CSV file** (we map columns such as email, first name and company automatically) or add contacts by **manual entry**.
      3. **Choose a template** from the library, or **write your own content**. Use merge tags such as \`{{first_name}}\` and \`{{company}}\` to personalize each message.
      4. Review the follow-up sequence. Each step has its own delay and message, and AI personalization adapts it to every recipient.
      5. **Schedule** the campaign for a later date and time, or **send immediately**.

      Before sending, use **Preview** to check a few recipients and make sure every merge tag is filled in.

      ## Dashboard overview

      The dashboard is your home base. At a glance you can see:

      - **Recent campaigns:** status, recipients and progress of each campaign.
      - **Open and click statistics:** how recipients are engaging, per campaign and per sequence step.
      - **Follow-up schedules:** which follow-ups go out next, and to whom.
      - **Filters:** narrow any view by audience (segment, tag, custom field) or by outcome (opened, clicked, replied, bounced).

      ## Best practices

      - **Warm up your sending domain.** Start with a few dozen emails a day on a new domain and increase gradually over two to four weeks.
      - **Personalize every message.** Go beyond the first name: reference the prospect's role, company or a recent event.
      - **Monitor your statistics.** Watch open, reply and bounce rates after every send. A sudden drop in opens or rise in bounces is a signal to pause and clean your list.

      For more on writing campaigns that get replies, read the [Cold Outreach Guide](/cold-outreach-guide).
    `,
  ),
  docPage(
    'core-features',
    'Core Features',
    'zap',
    'A five-step follow-up sequence, three steps already sent',
    'Learn the features behind every campaign: AI automation, follow-up sequences, analytics and templates.',
    ['AI-powered automation', 'Follow-up sequences', 'Analytics and reporting', 'Template management'],
    'How Persistly works: AI-powered automation, multi-step follow-up sequences, open, click and reply analytics, and shared team templates.',
    `
      These are the features you will use in every campaign. Each section explains what the feature does and how to get the most from it.

      ## AI-powered automation

      Persistly's AI drafts, personalizes and schedules your outreach so your team can focus on conversations.

      - **Personalized drafts:** the AI writes each message from your template, your tone settings and the recipient's details, such as role, company and past engagement.
      - **Adaptive follow-ups:** the next message depends on what the recipient did. Someone who opened twice gets a different follow-up from someone who never opened.
      - **Smart send times:** messages go out when each recipient is most likely to read them, in their own time zone.
      - **Review controls:** choose whether AI-written messages send automatically or wait for your approval.

      ## Follow-up sequences

      A sequence is the series of emails a recipient receives after the first one. Sequences can run for up to a full year.

      1. Open a campaign and select **Sequence**.
      2. Add steps. Each step has a delay (for example 3 days after the previous step) and a message or template.
      3. Choose whether a step replies in the same thread or starts a new one.
      4. Save and activate the sequence.

      Multi-step sequences **stop automatically when a recipient replies**, so nobody receives an automated follow-up after they have answered. Sequences also stop on bounces and unsubscribes.

      :::tip A good default cadence
      Send the first follow-up 2-4 days after the first email, then widen the gaps: a week, two weeks, then monthly. The Follow-up Master Template in our email template library uses this rhythm.
      :::

      ## Analytics and reporting

      Every campaign is measured from the first send.

      - **Open, click and reply tracking** for each campaign, sequence step and recipient.
      - **Response rate and conversions**, so you can see which messages lead to meetings, not just opens.
      - **Engagement patterns** that show when your audience reads email and which segments respond best.
      - **Exportable reports** in CSV format for sharing with your team or importing into your CRM and BI tools.

      Open tracking relies on a small image in each email; some mail apps block or pre-load images, so use reply rate as your most reliable measure of success.

      ## Template management

      Templates keep your team's best messages in one place.

      - **Team-shared templates:** save a template once and everyone on your team can use it in their campaigns.
      - **Merge tags:** insert \`{{first_name}}\`, \`{{company}}\`, \`{{job_title}}\` or any custom field. Set a fallback value for contacts with missing data.
      - **A/B testing:** add variants of a subject line or message and let Persistly send each to part of your list and report the winner.
      - **Folders and tags:** organize templates by campaign type, persona or stage.

      Need more control? See [Advanced Topics](/documentation/advanced-topics) for custom fields, workflows and the API.
    `,
  ),
  docPage(
    'advanced-topics',
    'Advanced Topics',
    'code',
    'The analytics screen: replies per month, rising to a record this month',
    'Go further with the API, custom workflows, advanced personalization and enterprise features.',
    ['API integration', 'Custom workflows', 'Advanced personalization', 'Enterprise features'],
    'Integrate Persistly with the REST API, build workflows with triggers and webhooks, personalize with custom fields and set up SSO.',
    `
      Once your first campaigns are running, these features help you connect Persistly to the rest of your stack and scale outreach across teams.

      ## API integration guide

      The Persistly REST API lets you send emails, manage campaigns and read analytics from your own systems. Typical uses include adding new leads from your product's sign-up flow, syncing engagement data to a data warehouse and starting campaigns from your CRM.

      1. Create an API key in **Settings → API Keys**.
      2. Send requests with the header \`Authorization: Bearer YOUR_API_KEY\`.
      3. Stay within your tier's rate limit: Starter 100 requests per minute, Professional 1,000 per minute, Enterprise custom.

      See the full [API Documentation](/api) for endpoints, authentication and rate limits.

      ## Custom workflows

      Workflows connect events in Persistly to actions, in Persistly or elsewhere.

      - **Triggers:** start an action when something happens, for example when a recipient replies, clicks a link, reaches a sequence step or is tagged.
      - **Actions:** move a contact to another campaign, update a field, notify a teammate, or pause the sequence.
      - **Webhooks:** send an HTTPS request to your own endpoint whenever a trigger fires, with the event type, contact and campaign details in a JSON body.
      - **Automation-tool integrations:** connect Persistly to popular no-code automation tools to link it with thousands of apps without writing code.

      \`\`\`json Example webhook payload
      {
        "event": "reply.received",
        "occurred_at": "2025-04-08T14:32:05Z",
        "campaign_id": "cmp_7Hq2Lx",
        "contact": {
          "email": "sam@acme.com",
          "first_name": "Sam",
          "company": "Acme"
        }
      }
      \`\`\`

      :::note Verify webhook requests
      Each webhook request is signed with your webhook secret. Check the signature before acting on the payload, and respond with a 2xx status within a few seconds; failed deliveries are retried.
      :::

      ## Advanced personalization

      - **Custom fields:** add any data point to your contacts (industry, plan, last event attended, a researched trigger) and use it as a merge tag, for example \`{{trigger_event}}\`.
      - **Segmentation:** build segments from custom fields, engagement history or CRM data, and give each segment its own messaging.
      - **Conditional content:** show a sentence only to contacts in a particular segment or with a particular field value.
      - **AI context:** tell the AI which fields matter most for a campaign so its personalization focuses on them.

      ## Enterprise features

      - **SAML single sign-on (SSO):** let your team sign in through your identity provider, and manage access centrally.
      - **Granular permissions:** control who can create campaigns, edit templates, export data, manage billing and create API keys.
      - **White-label branding:** present reports and shared views with your own logo and colors, ideal for agencies managing outreach for clients.
      - **Dedicated infrastructure:** dedicated sending IPs and custom API rate limits.

      Enterprise features are available on the Enterprise plan. [Contact us](/contact) to discuss your requirements.
    `,
  ),
  docPage(
    'security-compliance',
    'Security & Compliance',
    'shield',
    'Security settings with switches for encryption, single sign-on and data retention',
    'How we protect your data, support GDPR compliance and give you control over privacy.',
    ['Data protection', 'GDPR compliance', 'Security best practices', 'Privacy controls'],
    'How Persistly protects your data: encryption in transit and at rest, GDPR compliance, security best practices and privacy controls.',
    `
      Your prospect lists, campaigns and analytics are business-critical data. This page explains how we protect them, how we support your compliance obligations and which controls you have.

      ## Data protection

      - **Encryption in transit:** all connections to Persistly and our API use TLS.
      - **Encryption at rest:** stored data, including contacts and message content, is encrypted with AES-256.
      - **Access control:** only authorized staff can access production systems, with strict least-privilege access and audit logs.
      - **Backups:** data is backed up redundantly so it can be restored if something goes wrong.
      - **Regular audits:** we review our security controls regularly and test them against current threats.

      ## GDPR compliance

      Persistly is built to support the EU General Data Protection Regulation.

      - **Data processing agreement:** we act as your data processor and offer a DPA covering how we handle personal data on your behalf.
      - **Lawful basis:** you decide the lawful basis for contacting each prospect; for B2B outreach this is commonly legitimate interest, which you should document.
      - **Data subject rights:** you can find, export, correct or delete a contact's data on request.
      - **Opt-outs:** every email can include an unsubscribe link, and unsubscribed contacts are excluded from all future campaigns automatically.

      :::note Your responsibilities
      You remain responsible for the lists you upload and the messages you send. Only contact people you have a legitimate reason to reach, identify yourself clearly, and honor opt-outs promptly, as anti-spam laws in many countries require.
      :::

      ## Security best practices

      Security is shared. These steps keep your account safe:

      1. Use a strong, unique password and enable multi-factor authentication.
      2. Give each teammate their own account with only the permissions they need.
      3. Keep API keys on your servers, never in browser code or public repositories, and rotate them regularly.
      4. Remove access promptly when someone leaves your team.
      5. On the Enterprise plan, enforce sign-in through SAML/SSO.

      ## Privacy controls

      - **Data export:** export your contacts, campaigns and reports at any time.
      - **Deletion:** delete individual contacts, whole lists or your entire account. Deleted data is removed from active systems and, after the backup cycle, from backups.
      - **Tracking settings:** turn open and click tracking on or off per campaign.
      - **Retention:** choose how long engagement data is kept.

      For details on what we collect and why, read our [Privacy Policy](/privacy). Questions about security? Email [hello@persistly.ai](mailto:hello@persistly.ai).
    `,
  ),
]

export const documentationPage: SeedDocument = {
  _id: 'documentationPage',
  _type: 'documentationPage',
  title: 'Documentation',
  intro:
    'Everything you need to set up Persistly, run campaigns that get replies and connect it to the rest of your stack.',
  seo: {
    _type: 'seo',
    title: 'Documentation',
    description:
      'Guides for getting started with Persistly, core features, advanced topics like the API and workflows, and security and compliance.',
  },
  pages: docPages.map((item) => ref(item._id)),
  labels: {
    readMoreLabel: 'Read more',
    backLabel: 'Back to Documentation',
    onThisPageLabel: 'On this page',
  },
}
