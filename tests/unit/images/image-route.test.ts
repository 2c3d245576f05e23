import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/images/[project]/[dataset]/[file]/route'
import { imageUrl, imageUrlBuilder } from '@/lib/images/url'
import { seedImage } from '@/studio/seed/images'
import assets from '@/studio/seed/images/assets.json' with { type: 'json' }

/** The embedded backend's image route, called as Next calls it. */
async function get(path: string, accept = 'image/avif,image/webp,*/*') {
  const [project, dataset, fileAndQuery] = path.replace(/^\/images\//, '').split('/')
  const file = decodeURIComponent(fileAndQuery.split('?')[0])
  return GET(new Request(`http://site${path}`, { headers: { accept } }), {
    params: Promise.resolve({ project, dataset, file }),
  })
}

const cover = assets['cover-innovate-tech'].document
const coverPath = `/images/seed/production/${cover.path.split('/').pop()}`

describe('The embedded image route', () => {
  it('serves a seed image resized and converted as Sanity’s CDN would, cacheable forever', async () => {
    const response = await get(`${coverPath}?w=640&h=360&fit=max&auto=format&q=75`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('immutable')
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([picture.width, picture.height]).toEqual([640, 360])

    const jpeg = await get(`${coverPath}?w=640&h=360&fit=max&auto=format&q=75`, 'image/jpeg')
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
  })

  /** The colour at the middle of a square rendering, as its darkest channel (0 black, 255 white). */
  async function centreBrightness(response: Response) {
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([256, 256])
    const centre = (128 * info.width + 128) * info.channels
    return Math.min(data[centre], data[centre + 1], data[centre + 2])
  }

  it('cuts the frame around the hotspot: a square of a wide cover shows its subject', async () => {
    // The subject of this cover (a white rocket) is at 30% of its width: a centred square shows night sky.
    expect(await centreBrightness(await get(`${coverPath}?w=256&h=256&fit=crop`))).toBeLessThan(100)
    const builder = imageUrlBuilder({ origin: '', projectId: 'seed', dataset: 'production' })
    const image = { ...seedImage('cover-innovate-tech', 'A rocket'), asset: { _id: cover._id } }
    const url = imageUrl(builder, image as never, { width: 256, height: 256 })
    const response = await get(`${url.replace(/\?.*/, '')}?${new URL(url, 'http://site').searchParams}&fit=max`)
    expect(response.status).toBe(200)
    expect(await centreBrightness(response)).toBeGreaterThan(200)
  })

  it.each([
    ['an unknown parameter', '?w=640&evil=1'],
    ['a width the site never asks for', '?w=641'],
    ['a huge width', '?w=99999'],
    ['no width', '?h=300'],
    ['a negative width', '?w=-640'],
    ['a width that is not a number', '?w=640px'],
    ['a width in exponent form', '?w=6.4e2'],
    ['the same parameter twice', '?w=640&w=1920'],
    ['a height far beyond the width', '?w=640&h=40000'],
    ['a rect outside the image', '?w=640&rect=0,0,99999,900'],
    ['a rect with negative numbers', '?w=640&rect=-1,0,100,100'],
    ['a rect with too few numbers', '?w=640&rect=0,0,100'],
    ['an empty rect', '?w=640&rect=0,0,0,0'],
    ['a device pixel ratio (sizes come from the srcset)', '?w=640&dpr=3'],
    ['an unknown fit', '?w=640&fit=explode'],
    ['an unknown crop', '?w=640&fit=crop&crop=everything'],
    ['a focal point outside the image', '?w=640&h=640&fit=crop&fp-x=2&fp-y=0.5'],
    ['half a focal point', '?w=640&h=640&fit=crop&fp-x=0.5'],
    ['an unknown format', '?w=640&fm=svg'],
    ['auto other than format', '?w=640&auto=compress'],
    ['a quality of zero', '?w=640&q=0'],
    ['a quality above 100', '?w=640&q=101'],
  ])('refuses %s with a 400 and a reason', async (_, query) => {
    const response = await get(`${coverPath}${query}`)
    expect(response.status).toBe(400)
    expect((await response.text()).length).toBeGreaterThan(10)
  })

  it.each([
    [
      'a file that is not a seed image',
      '/images/seed/production/0123456789abcdef0123456789abcdef01234567-1600x900.jpg?w=640',
    ],
    ['a path outside the images', '/images/seed/production/..%2F..%2Fpackage.json?w=640'],
    ['another project', coverPath.replace('/seed/', '/other/') + '?w=640'],
    ['another dataset', coverPath.replace('/production/', '/staging/') + '?w=640'],
    ['a file name with the right hash but the wrong size', coverPath.replace('1600x900', '16000x9000') + '?w=640'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await get(path)).status).toBe(404)
  })
})

/** Crafted requests: each asked for an image or an intermediate far beyond any the site shows. */
const SCREEN = '/images/seed/production/abfa00a1f3e873ee69cbc92857fe6d05f3b23391-1200x750.png'
const COVER = '/images/seed/production/7bdee89384a039bd7d2bc0e5b1c267c7ee6284fe-1600x900.jpg'
const LOGO = '/images/seed/production/caec2e9aecdef0ae3f1e881fe33537285249b5e4-720x200.png'

describe('The embedded image route’s bounds on what it renders', () => {
  it.each([
    ['a 1-pixel-wide rect scaled to 1920 wide (1920 × 76,800)', `${SCREEN}?w=1920&rect=0,0,1,40`],
    ['a JPEG too tall for the format (1920 × 1,728,000)', `${COVER}?w=1920&rect=0,0,1,900`],
    ['a narrow rect of a logo', `${LOGO}?w=1920&rect=0,0,5,200`],
    ['a narrow rect converted to AVIF at full quality', `${COVER}?w=1920&rect=0,0,10,900&fm=avif&q=100`],
    ['a narrow rect as PNG with a quality', `${SCREEN}?w=1920&rect=0,0,20,750&fm=png&q=100`],
    ['fit=min growing a narrow rect to cover the box', `${COVER}?w=1920&h=3840&fit=min&rect=0,0,1,900`],
    ['fit=min past the pixel bound without a rect', `${COVER}?w=1920&h=3840&fit=min&fm=webp&q=100`],
    [
      'a focal-point crop whose scaled intermediate is huge',
      `${COVER}?w=1920&h=3840&fit=crop&fp-x=0.5&fp-y=0.5&rect=0,0,1,900`,
    ],
    [
      'an entropy crop whose scaled intermediate is huge',
      `${COVER}?w=1920&h=3840&fit=crop&crop=entropy&rect=0,0,3,900`,
    ],
    ['a crop of a thin strip (intermediate 102,400 wide)', `${COVER}?w=1920&h=64&fit=crop&rect=0,0,1600,1`],
    ['fit=scale to 1920 × 3840', `${SCREEN}?w=1920&h=3840&fit=scale&fm=png&q=100`],
    ['fit=fill to 1920 × 3840 in AVIF', `${COVER}?w=1920&h=3840&fit=fill&fm=avif&q=100`],
    ['AVIF larger than 1920 × 1080', `${COVER}?w=1920&h=1920&fit=crop&fm=avif`],
  ])('refuses %s with a 400 naming the size, before rendering', async (_, path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/pixels/)
  })

  it.each([
    ['a narrow rect within the bounds', `${COVER}?w=640&rect=0,0,400,900`, [640, 1440]],
    ['fit=min over a box of another shape', `${COVER}?w=640&h=640&fit=min`, [1138, 640]],
    ['a focal-point crop at the largest width', `${COVER}?w=1920&h=1080&fit=crop&fp-x=0.3&fp-y=0.5`, [1920, 1080]],
    ['AVIF at full HD', `${COVER}?w=1920&fm=avif&q=100`, [1920, 1080]],
  ])('renders %s at the size it computed', async (_, path, size) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([picture.width, picture.height]).toEqual(size)
  })

  it('writes PNG losslessly whatever q says, so a quality does not make sharp quantise it', async () => {
    const [full, low] = await Promise.all(
      ['100', '10'].map(async (q) => Buffer.from(await (await get(`${SCREEN}?w=640&fm=png&q=${q}`)).arrayBuffer())),
    )
    expect(full.equals(low)).toBe(true)
    const { data } = await sharp(full).raw().toBuffer({ resolveWithObject: true })
    const original = await sharp(`studio/seed/images/files/screen-getting-started.png`)
      .resize({ width: 640 })
      .raw()
      .toBuffer()
    expect(data.equals(original)).toBe(true)
  })
})
