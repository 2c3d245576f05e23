import { ImageResponse } from 'next/og'
import { getPublicPages } from '@/lib/sanity/content/pages'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pagePathFromSocialImage, socialCard, socialImagePath } from '@/lib/seo/socialImage'

export async function generateStaticParams() {
  const pages = await getPublicPages()
  return pages.map((page) => ({ path: socialImagePath(page.path).split('/').slice(2) }))
}

/** The 1200×630 card shown when a page is shared: the page title over the site's starry backdrop. */
export async function GET(_request: Request, { params }: RouteContext<'/og/[...path]'>) {
  const path = pagePathFromSocialImage((await params).path)
  const [pages, { settings }] = await Promise.all([getPublicPages(), getSiteChrome()])
  const card = socialCard(path, pages, settings)
  if (!card) return new Response('Not found', { status: 404 })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'radial-gradient(ellipse at top, #1d2350 0%, #05060f 70%)',
        color: '#eef0ff',
      }}
    >
      <div style={{ fontSize: 40, fontWeight: 700, color: '#7ea6ff' }}>{card.companyName}</div>
      <div style={{ fontSize: card.title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }}>{card.title}</div>
      <div style={{ fontSize: 30, color: '#c3c8ea' }}>{card.blurb}</div>
    </div>,
    { width: 1200, height: 630 },
  )
}
