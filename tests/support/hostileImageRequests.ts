/**
 * Generated requests for the embedded image route that try to make it work hard: size tricks (narrow `rect`s
 * scaled up, `fit=min` and crops whose intermediate image is huge, heights far beyond the width, `dpr`), every
 * parameter with good and bad values, every output format at every quality, and the Accept headers browsers send.
 * The requests that once made the route render whatever size it was asked for are always included.
 * Seeded, so a failure names a request that reproduces.
 */
import { seededRandom } from '@/lib/random/seededRandom'

export type SeedImageFile = { file: string; width: number; height: number }

/** One seed image of each kind: a PNG screenshot, a JPEG cover, a wide PNG logo, a square JPEG portrait. */
export const SEED_IMAGE_FILES: SeedImageFile[] = [
  { file: 'abfa00a1f3e873ee69cbc92857fe6d05f3b23391-1200x750.png', width: 1200, height: 750 },
  { file: '7bdee89384a039bd7d2bc0e5b1c267c7ee6284fe-1600x900.jpg', width: 1600, height: 900 },
  { file: 'caec2e9aecdef0ae3f1e881fe33537285249b5e4-720x200.png', width: 720, height: 200 },
  { file: '266141bedb275f931b9de4629dac875869129b9c-640x640.jpg', width: 640, height: 640 },
]

const [SCREEN, COVER, LOGO] = SEED_IMAGE_FILES.map(({ file }) => file)

/** Requests that each took seconds to minutes and hundreds of megabytes, or answered 500, before the route's limits. */
export const COSTLY_IMAGE_REQUESTS = [
  `${SCREEN}?w=1920&rect=0,0,1,40`,
  `${COVER}?w=1920&rect=0,0,1,900`,
  `${COVER}?w=1920&rect=0,0,2,900`,
  `${COVER}?w=1920&h=3840&fit=min&rect=0,0,1,900`,
  `${COVER}?w=1920&rect=0,0,10,900&fm=avif&q=100`,
  `${SCREEN}?w=1920&rect=0,0,20,750&fm=png&q=100`,
  `${COVER}?w=1920&h=3840&fit=crop&fp-x=0.5&fp-y=0.5&rect=0,0,1,900`,
  `${COVER}?w=1920&h=3840&fm=avif&q=100`,
  `${SCREEN}?w=1920&fm=avif&q=100`,
  `${SCREEN}?w=1920&h=3840&fit=scale&fm=png&q=100`,
  `${COVER}?w=1920&h=3840&fit=fill&fm=avif&q=100`,
  `${LOGO}?w=1920&rect=0,0,5,200`,
  `${COVER}?w=1920&h=3840&fit=min&fm=webp&q=100`,
  `${COVER}?w=1920&h=3840&fit=crop&crop=entropy&rect=0,0,3,900`,
]

const SITE_WIDTHS = ['64', '96', '128', '256', '384', '640', '828', '1200', '1920']
const pickFrom =
  (next: () => number) =>
  <T>(list: readonly T[]) =>
    list[Math.floor(next() * list.length)]

/**
 * Values for each parameter, by image (the sizes depend on the image's own): values the CDN takes, many of them
 * asking for a lot of work, and values it refuses.
 */
function parameterValues({ width, height }: SeedImageFile, next: () => number) {
  const narrow = 1 + Math.floor(next() * 20)
  const taken: Record<string, string[]> = {
    w: [...SITE_WIDTHS, '1920', '1920', '1920'],
    h: ['1', '64', '360', '1080', '1920', '3840'],
    rect: [
      `0,0,1,${height}`,
      `0,0,${width},1`,
      `0,0,${narrow},${height}`,
      `0,0,${width},${narrow}`,
      `${width - 1},${height - 1},1,1`,
      `0,0,${width},${height}`,
      `${narrow},${narrow},${width - narrow},${height - narrow}`,
    ],
    fit: ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min', 'min', 'crop'],
    crop: ['center', 'focalpoint', 'top', 'bottom', 'left', 'right', 'entropy'],
    'fp-x': ['0', '0.5', '1'],
    'fp-y': ['0', '0.25', '1'],
    fm: ['jpg', 'png', 'webp', 'avif', 'avif', 'png'],
    q: ['1', '75', '100', '100'],
    auto: ['format'],
    dpr: ['1'],
  }
  const refused: Record<string, string[]> = {
    w: ['641', '3840', '8192', '99999', '0', '-1', '6.4e2', ''],
    h: ['8192', '99999', 'tall'],
    rect: [`0,0,${width + 1},${height}`, '0,0,0,0', '-1,0,10,10', '0,0,1'],
    fit: ['explode'],
    crop: ['everything'],
    'fp-x': ['2'],
    'fp-y': ['-1'],
    fm: ['gif', 'svg'],
    q: ['0', '101'],
    auto: ['compress'],
    dpr: ['2', '3', '9'],
    blur: ['50'],
  }
  return { taken, refused }
}

export const IMAGE_ACCEPT_HEADERS = [
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  'image/webp,*/*',
  'image/png,image/*;q=0.8',
  '*/*',
  '',
]

/** `count` generated image paths (under `/images/seed/production/`), the once costly ones first. */
export function hostileImageRequests(count: number, seed = 20261126): { path: string; accept: string }[] {
  const next = seededRandom(seed)
  const pick = pickFrom(next)
  const requests = COSTLY_IMAGE_REQUESTS.map((path) => ({ path, accept: IMAGE_ACCEPT_HEADERS[0] }))
  const seen = new Set(requests.map(({ path }) => path))
  while (requests.length < count) {
    const image = pick(SEED_IMAGE_FILES)
    const { taken, refused } = parameterValues(image, next)
    const query = new URLSearchParams({ w: pick(taken.w) })
    // A width always (the site's route needs one), each other parameter now and then.
    for (const [name, values] of Object.entries(taken)) if (name !== 'w' && next() < 0.35) query.set(name, pick(values))
    // A third of them spoilt by one value the CDN refuses, or by a parameter given twice.
    if (next() < 0.33) {
      const name = pick(Object.keys(refused))
      if (next() < 0.2) query.append(name, pick(taken[name] ?? refused[name]))
      else query.set(name, pick(refused[name]))
    }
    const path = `${image.file}?${query}`.replaceAll('%2C', ',')
    if (seen.has(path)) continue
    seen.add(path)
    requests.push({ path, accept: pick(IMAGE_ACCEPT_HEADERS) })
  }
  return requests
}
