import { richText, type SeedDocument } from '../helpers'

const endpoint = (method: string, path: string, description: string) => ({
  _type: 'endpoint',
  method,
  path,
  description,
})

const sendRequest = `POST https://api.persistly.ai/v1/send
Authorization: Bearer YOUR_API_KEY
Content-Type: application/json

{
  "to": "sam@acme.com",
  "subject": "Question about {{company}}'s onboarding",
  "body": "Hi {{first_name}}, noticed {{company}} is hiring three AEs this quarter...",
  "variables": {
    "first_name": "Sam",
    "company": "Acme"
  },
  "follow_up": {
    "enabled": true,
    "duration_days": 365
  }
}`

export const apiDocsPage: SeedDocument = {
  _id: 'apiDocsPage',
  _type: 'apiDocsPage',
  title: 'API Documentation',
  intro:
    'Automate your outreach from your own systems with the Persistly REST API: send emails, manage campaigns and pull engagement analytics with a single API key.',
  seo: {
    _type: 'seo',
    title: 'API Documentation',
    description:
      'Persistly REST API reference: send emails, manage campaigns and read open, click and response analytics. Authentication, rate limits and endpoints.',
  },
  gettingStarted: {
    heading: 'Getting Started',
    body: 'Every request is a JSON call over HTTPS, authenticated with your API key. Here is the quickest way to see it work: send one email, with year-long follow-up switched on.',
    codeSample: { _type: 'codeBlock', language: 'http', filename: 'Send an email', code: sendRequest },
  },
  authentication: {
    heading: 'Authentication',
    body: richText(`
      The API uses API keys to authenticate requests. Create and manage your keys in your account under **Settings → API Keys**; each key is shown once, when you create it.

      Send your key in the \`Authorization\` header of every request, as a bearer token:

      \`\`\`http
      Authorization: Bearer YOUR_API_KEY
      \`\`\`

      Requests without a valid key are rejected with a \`401 Unauthorized\` response. All requests must be made over HTTPS.

      :::warning Keep your keys secret
      An API key can send email from your account. Keep it on your servers, never in browser code, mobile apps or public repositories. If a key may have been exposed, revoke it and create a new one straight away.
      :::
    `),
  },
  rateLimits: {
    heading: 'Rate Limits',
    intro:
      'Limits are applied per account, so your integrations stay fast and your sending reputation stays protected. Your limit depends on your API tier:',
    tiers: [
      {
        _type: 'rateLimitTier',
        name: 'Starter',
        limit: '100 requests/minute',
        description: 'For testing and light integrations.',
      },
      {
        _type: 'rateLimitTier',
        name: 'Professional',
        limit: '1,000 requests/minute',
        description: 'For production workloads and CRM syncs.',
      },
      {
        _type: 'rateLimitTier',
        name: 'Enterprise',
        limit: 'Custom',
        description: 'Limits sized to your volume. Contact us to discuss.',
      },
    ],
    note: 'A request over the limit receives a 429 Too Many Requests response with a Retry-After header telling you how many seconds to wait. Back off and retry after that time.',
  },
  endpoints: {
    heading: 'Endpoints',
    intro: 'All endpoints accept and return JSON and require the Authorization header described above.',
    groups: [
      {
        _type: 'endpointGroup',
        title: 'Campaigns',
        description: 'Create and manage outreach campaigns and their follow-up sequences.',
        endpoints: [
          endpoint('GET', '/api/v1/campaigns', 'List all campaigns in your account.'),
          endpoint('POST', '/api/v1/campaigns', 'Create a new campaign.'),
          endpoint('PUT', '/api/v1/campaigns/{id}', 'Update an existing campaign.'),
          endpoint('DELETE', '/api/v1/campaigns/{id}', 'Delete a campaign.'),
        ],
      },
      {
        _type: 'endpointGroup',
        title: 'Analytics',
        description: 'Read engagement metrics for your campaigns.',
        endpoints: [
          endpoint('GET', '/api/v1/analytics/opens', 'Get open rates.'),
          endpoint('GET', '/api/v1/analytics/clicks', 'Get click-through rates.'),
          endpoint('GET', '/api/v1/analytics/responses', 'Get response rates.'),
        ],
      },
    ],
  },
  labels: {
    copyLabel: 'Copy',
    copiedLabel: 'Copied',
    tierColumnLabel: 'Tier',
    limitColumnLabel: 'Rate limit',
  },
}
