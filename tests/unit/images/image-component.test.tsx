// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SanityImage } from '@/components/ui/SanityImage'
import type { ImageData } from '@/lib/images/projection'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A 1600 × 900 photo whose subject (the hotspot) sits near the right edge, where a centred crop would cut it. */
const cover = (overrides: Partial<ImageData> = {}): ImageData => ({
  alt: 'A rocket lifting off',
  decorative: false,
  crop: { top: 0, bottom: 0, left: 0, right: 0 },
  hotspot: { x: 0.88, y: 0.3, width: 0.12, height: 0.2 },
  assetRef: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg',
  asset: {
    _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg',
    metadata: { lqip: 'data:image/jpeg;base64,/9j/AAAA', hasAlpha: false, dimensions: { width: 1600, height: 900 } },
  },
  ...overrides,
})

/** The component as the server renders it (it is a server component: the HTML is all there is). */
function renderImage(props: Partial<Parameters<typeof SanityImage>[0]> = {}) {
  const html = renderToStaticMarkup(
    <SanityImage image={cover()} owner="blogPost-1" aspectRatio={16 / 9} width={800} sizes="100vw" {...props} />,
  )
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content.querySelector('img')
}

/** The part of the 1600 × 900 original a URL shows (no `rect`: all of it). */
const rectOf = (src: string) => {
  const rect = new URL(src, 'http://site').searchParams.get('rect') ?? '0,0,1600,900'
  const [left, top, width, height] = rect.split(',').map(Number)
  return { left, top, width, height }
}

describe('The image component', () => {
  it.each([
    ['16:9', 16 / 9],
    ['1:1', 1],
    ['4:3', 4 / 3],
  ])('keeps the hotspot in frame at %s', (_, aspectRatio) => {
    const img = renderImage({ aspectRatio })!
    const rect = rectOf(img.getAttribute('src')!)
    expect(rect.width / rect.height).toBeCloseTo(aspectRatio, 1)
    // The hotspot, in the original's pixels: 1328–1520 across, 180–360 down.
    expect(rect.left).toBeLessThanOrEqual(1328)
    expect(rect.left + rect.width).toBeGreaterThanOrEqual(1520)
    expect(rect.top).toBeLessThanOrEqual(180)
    expect(rect.top + rect.height).toBeGreaterThanOrEqual(360)
  })

  it('shows the editor’s crop at its own proportions when no frame is asked for', () => {
    const img = renderImage({
      aspectRatio: undefined,
      image: cover({ crop: { top: 0, bottom: 0, left: 0.5, right: 0 } }),
    })!
    expect(rectOf(img.getAttribute('src')!)).toEqual({ left: 800, top: 0, width: 800, height: 900 })
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '900'])
  })

  it('always sets width and height, and sizes as the page gives them', () => {
    const img = renderImage({ sizes: '(min-width: 768px) 50vw, 100vw', aspectRatio: 4 / 3 })!
    expect(img.getAttribute('width')).toBe('800')
    expect(img.getAttribute('height')).toBe('600')
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
  })

  it('asks the image CDN for each width of the srcset, in the frame’s proportions, in the browser’s best format', () => {
    const img = renderImage()!
    const candidates = img
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => new URL(candidate.split(' ')[0], 'http://site'))
    expect(candidates.length).toBeGreaterThan(2)
    for (const url of candidates) {
      expect(url.pathname).toBe('/images/seed/production/0123456789abcdef0123456789abcdef01234567-1600x900.jpg')
      const width = Number(url.searchParams.get('w'))
      expect(Number(url.searchParams.get('h'))).toBe(Math.round((width * 9) / 16))
      expect(url.searchParams.get('auto')).toBe('format')
      expect(url.searchParams.get('q')).toBe('75')
    }
  })

  it('gives the alt text, and an empty alt to a decorative image', () => {
    expect(renderImage()!.getAttribute('alt')).toBe('A rocket lifting off')
    expect(renderImage({ image: cover({ decorative: true }) })!.getAttribute('alt')).toBe('')
  })

  it('loads lazily with a blur-up placeholder from the lqip, and only a priority image eagerly', () => {
    const lazy = renderImage()!
    expect(lazy.getAttribute('loading')).toBe('lazy')
    expect(lazy.getAttribute('fetchpriority')).toBeNull()
    // The lqip itself, not wrapped in an SVG blur filter (drawn on the main thread)
    expect(lazy.getAttribute('style')).toContain('background-image:url("data:image/jpeg;base64,/9j/AAAA")')
    expect(lazy.getAttribute('style')).not.toContain('svg')
    const first = renderImage({ priority: true })!
    expect(first.getAttribute('loading')).toBe('eager')
    expect(first.getAttribute('fetchpriority')).toBe('high')
  })

  it('renders the picture without a placeholder when the lqip is not an image data URL', () => {
    const broken = cover({ asset: { ...cover().asset!, metadata: { ...cover().asset!.metadata!, lqip: 'not-a-url' } } })
    const img = renderImage({ image: broken })!
    expect(img.getAttribute('src')).toContain('0123456789abcdef01234567')
    expect(img.getAttribute('style')).not.toContain('background-image')
  })

  it('puts no placeholder behind a transparent picture (it would show through)', () => {
    const logo = cover({ asset: { ...cover().asset!, metadata: { ...cover().asset!.metadata!, hasAlpha: true } } })
    expect(renderImage({ image: logo })!.getAttribute('style')).not.toContain('background-image')
  })

  it('renders nothing for an image whose asset is missing, and names the document in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(renderImage({ image: cover({ asset: null }), owner: 'caseStudy-broken' })).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"caseStudy-broken"'))
  })

  it('renders nothing, silently, for an empty image field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(renderImage({ image: null })).toBeNull()
    // What the Studio leaves of a field whose picture was never chosen (or removed): the "decorative" flag.
    const flagOnly = cover({ alt: null, crop: null, hotspot: null, assetRef: null, asset: null })
    expect(renderImage({ image: flagOnly })).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
