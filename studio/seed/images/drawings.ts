/**
 * The seed's pictures, drawn as SVG: people as illustrated portraits, customers' wordmarks, article and story
 * covers, and product screenshots. `npm run seed:images` renders them (scripts/render-seed-images.ts) into
 * studio/seed/images/files and records each asset's metadata in assets.json. Text uses the fonts the machine has
 * (DejaVu or Liberation Sans): a re-render on another machine may differ by a few pixels.
 */

export type Drawing = {
  /** The file name (without extension) and the key the seed refers to the image by. */
  name: string
  svg: string
  /** JPEG for opaque pictures, PNG for those with transparency (logos). */
  format: 'jpg' | 'png'
  /** Where the subject is, as fractions of width and height: the seed's hotspot for this image. */
  subject?: { x: number; y: number; width: number; height: number }
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`
const SPACE = { 950: '#05060f', 900: '#0a0c1d', 800: '#121634', 700: '#1d2350' }
const BRAND = { 400: '#7ea6ff', 500: '#5b8cff', 600: '#2f62e8' }
const VIOLET = { 400: '#b28cff', 500: '#9a6bff' }
const EMERALD = '#4fe0b0'

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** A repeatable scatter of points (no Math.random: a re-render draws the same picture). */
function scatter(count: number, width: number, height: number, seed: number): [number, number, number][] {
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  return Array.from({ length: count }, () => [next() * width, next() * height, 0.6 + next() * 1.8])
}

type Portrait = {
  skin: string
  hair: string
  shirt: string
  background: [string, string]
  hairStyle: 'short' | 'long' | 'bun' | 'curly'
}

/** A head-and-shoulders portrait, 640 × 640, face in the upper middle. */
function portrait(name: string, look: Portrait): Drawing {
  const { skin, hair, shirt, background, hairStyle } = look
  const hairShapes = {
    short: `<path d="M222 250 Q216 150 320 142 Q424 150 418 250 Q400 196 320 194 Q240 196 222 250Z" fill="${hair}"/>`,
    long: `<path d="M208 420 Q190 150 320 138 Q450 150 432 420 L400 420 Q410 250 320 200 Q230 250 240 420Z" fill="${hair}"/>`,
    bun: `<circle cx="320" cy="128" r="46" fill="${hair}"/><path d="M222 250 Q214 156 320 150 Q426 156 418 250 Q396 204 320 200 Q244 204 222 250Z" fill="${hair}"/>`,
    curly: `<g fill="${hair}">${[200, 240, 280, 320, 360, 400, 440]
      .map((x, index) => `<circle cx="${x}" cy="${index % 2 ? 176 : 196}" r="40"/>`)
      .join('')}<circle cx="214" cy="246" r="30"/><circle cx="426" cy="246" r="30"/></g>`,
  }
  return {
    name,
    format: 'jpg',
    subject: { x: 0.5, y: 0.42, width: 0.4, height: 0.5 },
    svg: svg(
      640,
      640,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
      <rect width="640" height="640" fill="url(#bg)"/>
      <path d="M120 640 Q130 470 320 450 Q510 470 520 640Z" fill="${shirt}"/>
      <rect x="288" y="360" width="64" height="100" rx="24" fill="${skin}"/>
      <ellipse cx="320" cy="272" rx="100" ry="120" fill="${skin}"/>
      ${hairShapes[hairStyle]}
      <circle cx="284" cy="276" r="9" fill="${SPACE[900]}"/><circle cx="356" cy="276" r="9" fill="${SPACE[900]}"/>
      <path d="M286 330 Q320 354 354 330" stroke="${SPACE[900]}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    ),
  }
}

type Mark = 'circle' | 'triangle' | 'hexagon'

/** A customer's wordmark on a transparent background, 720 × 200, light for the site's dark cards. */
function wordmark(name: string, text: string, mark: Mark, colour: string): Drawing {
  const marks = {
    circle: `<circle cx="100" cy="100" r="56" fill="none" stroke="${colour}" stroke-width="18"/><circle cx="100" cy="100" r="18" fill="${colour}"/>`,
    triangle: `<path d="M100 38 L162 156 L38 156Z" fill="${colour}"/>`,
    hexagon: `<path d="M100 36 L156 68 L156 132 L100 164 L44 132 L44 68Z" fill="none" stroke="${colour}" stroke-width="16"/><path d="M100 76 L124 100 L100 124 L76 100Z" fill="${colour}"/>`,
  }
  return {
    name,
    format: 'png',
    svg: svg(
      720,
      200,
      `${marks[mark]}<text x="190" y="124" ${FONT} font-size="60" font-weight="bold" fill="#eef0ff" letter-spacing="-1">${text}</text>`,
    ),
  }
}

/**
 * A wide cover, 1600 × 900: a night-sky gradient with the subject (an envelope, a chart, a rocket, a clock, a
 * calendar, a checklist, a shield, a code window, a brief or reply bubbles) at `at`.
 */
function cover(
  name: string,
  subject:
    'envelope' | 'chart' | 'rocket' | 'clock' | 'calendar' | 'checklist' | 'shield' | 'code' | 'brief' | 'replies',
  at: { x: number; y: number },
  tint: string,
): Drawing {
  const cx = at.x * 1600
  const cy = at.y * 900
  const stars = scatter(90, 1600, 900, name.length * 7919)
    .map(
      ([x, y, r]) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#eef0ff" opacity="0.7"/>`,
    )
    .join('')
  const subjects = {
    envelope: `<rect x="-170" y="-115" width="340" height="230" rx="22" fill="${BRAND[500]}"/><path d="M-170 -95 L0 30 L170 -95" stroke="#eef0ff" stroke-width="16" fill="none" stroke-linejoin="round"/><circle cx="150" cy="-110" r="44" fill="${EMERALD}"/><path d="M130 -110 L146 -94 L172 -126" stroke="${SPACE[900]}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    chart: `<rect x="-200" y="-160" width="400" height="320" rx="26" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (index) =>
          `<rect x="${-160 + index * 68}" y="${110 - (index + 1) * 48}" width="44" height="${(index + 1) * 48}" rx="8" fill="${index === 4 ? EMERALD : BRAND[500]}"/>`,
      )
      .join(
        '',
      )}<path d="M-150 60 L-80 10 L-10 30 L60 -40 L150 -110" stroke="${VIOLET[400]}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    rocket: `<path d="M0 -190 Q90 -90 70 80 L-70 80 Q-90 -90 0 -190Z" fill="#eef0ff"/><circle cx="0" cy="-50" r="38" fill="${BRAND[500]}"/><path d="M-70 20 L-140 120 L-70 90Z M70 20 L140 120 L70 90Z" fill="${VIOLET[500]}"/><path d="M-40 90 Q0 220 40 90Z" fill="#ffb84f"/>`,
    clock: `<circle r="170" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="14"/>${Array.from({ length: 12 }, (_, hour) => `<rect x="-5" y="-150" width="10" height="26" rx="4" fill="#c3c8ea" transform="rotate(${hour * 30})"/>`).join('')}<path d="M0 0 L0 -110" stroke="#eef0ff" stroke-width="14" stroke-linecap="round"/><path d="M0 0 L80 40" stroke="${EMERALD}" stroke-width="14" stroke-linecap="round"/><circle r="14" fill="#eef0ff"/>`,
    // A year on one page: rings, a header band and a grid of days, the follow-up days marked, the latest ticked.
    calendar: `<rect x="-200" y="-165" width="400" height="340" rx="26" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/><path d="M-200 -95 V-139 Q-200 -165 -174 -165 H174 Q200 -165 200 -139 V-95Z" fill="${BRAND[500]}"/>${[
      -100, 100,
    ]
      .map((x) => `<rect x="${x - 11}" y="-192" width="22" height="56" rx="11" fill="#eef0ff"/>`)
      .join('')}${Array.from({ length: 20 }, (_, index) => {
      const [column, row] = [index % 5, Math.floor(index / 5)]
      const marked = [1, 7, 10, 18].includes(index)
      return `<rect x="${-166 + column * 68}" y="${-72 + row * 58}" width="52" height="42" rx="8" fill="${marked ? (index === 18 ? EMERALD : VIOLET[500]) : SPACE[700]}"/>`
    }).join(
      '',
    )}<path d="M${-166 + 3 * 68 + 14} ${-72 + 3 * 58 + 22} l9 9 l17 -18" stroke="${SPACE[900]}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    // A clipboard: four steps, three ticked.
    checklist: `<rect x="-160" y="-180" width="320" height="370" rx="24" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/><rect x="-64" y="-204" width="128" height="48" rx="16" fill="${BRAND[500]}"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (index) =>
          `<rect x="-118" y="${-116 + index * 74}" width="44" height="44" rx="10" fill="${index < 3 ? EMERALD : 'none'}" stroke="${index < 3 ? EMERALD : '#c3c8ea'}" stroke-width="5"/>${index < 3 ? `<path d="M-106 ${-94 + index * 74} l8 8 l16 -17" stroke="${SPACE[900]}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : ''}<rect x="-52" y="${-102 + index * 74}" width="${150 - (index % 2) * 40}" height="16" rx="8" fill="#c3c8ea"/>`,
      )
      .join('')}`,
    // A shield guarding an envelope, with a check mark.
    shield: `<path d="M0 -195 L165 -135 L165 10 Q165 140 0 200 Q-165 140 -165 10 L-165 -135Z" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="10" stroke-linejoin="round"/><rect x="-95" y="-62" width="190" height="128" rx="16" fill="${BRAND[500]}"/><path d="M-95 -48 L0 20 L95 -48" stroke="#eef0ff" stroke-width="11" fill="none" stroke-linejoin="round"/><circle cx="120" cy="125" r="44" fill="${EMERALD}"/><path d="M100 125 L116 141 L142 109" stroke="${SPACE[900]}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    // A code window: three dots, angle brackets and lines of code.
    code: `<rect x="-230" y="-160" width="460" height="320" rx="24" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/>${[
      '#ffb84f',
      VIOLET[400],
      EMERALD,
    ]
      .map((colour, index) => `<circle cx="${-196 + index * 30}" cy="-128" r="9" fill="${colour}"/>`)
      .join(
        '',
      )}<path d="M-130 -50 L-180 10 L-130 70 M130 -50 L180 10 L130 70" stroke="${VIOLET[400]}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${[
      [-90, -50, 150, BRAND[500]],
      [-70, -14, 120, '#c3c8ea'],
      [-70, 22, 160, EMERALD],
      [-90, 58, 90, '#c3c8ea'],
    ]
      .map(([x, y, width, colour]) => `<rect x="${x}" y="${y}" width="${width}" height="16" rx="8" fill="${colour}"/>`)
      .join('')}`,
    // A written brief: lines of notes, with a spark beside it.
    brief: `<rect x="-190" y="-160" width="300" height="340" rx="24" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (index) =>
          `<rect x="-150" y="${-110 + index * 56}" width="${[200, 170, 210, 140, 180][index]}" height="16" rx="8" fill="${index === 0 ? BRAND[500] : '#c3c8ea'}"/>`,
      )
      .join(
        '',
      )}<path d="M0 -80 Q12 -12 80 0 Q12 12 0 80 Q-12 12 -80 0 Q-12 -12 0 -80Z" fill="${EMERALD}" transform="translate(150 -120)"/><path d="M0 -80 Q12 -12 80 0 Q12 12 0 80 Q-12 12 -80 0 Q-12 -12 0 -80Z" fill="${VIOLET[400]}" transform="translate(170 60) scale(0.45)"/>`,
    // Replies stacking up: a conversation of three speech bubbles.
    replies: `<rect x="-210" y="-170" width="270" height="100" rx="32" fill="${SPACE[800]}" stroke="${BRAND[400]}" stroke-width="6"/><path d="M-170 -72 L-190 -30 L-130 -72Z" fill="${BRAND[400]}"/><rect x="-176" y="-136" width="170" height="14" rx="7" fill="#c3c8ea"/><rect x="-176" y="-108" width="120" height="14" rx="7" fill="#c3c8ea"/><rect x="-50" y="-40" width="260" height="100" rx="32" fill="${BRAND[500]}"/><path d="M170 58 L190 100 L130 58Z" fill="${BRAND[500]}"/><rect x="-16" y="-6" width="180" height="14" rx="7" fill="#eef0ff"/><rect x="-16" y="22" width="110" height="14" rx="7" fill="#eef0ff"/><rect x="-210" y="100" width="220" height="90" rx="32" fill="${EMERALD}"/><path d="M-170 188 L-190 224 L-134 188Z" fill="${EMERALD}"/><rect x="-176" y="132" width="140" height="14" rx="7" fill="${SPACE[900]}"/><rect x="-176" y="158" width="90" height="14" rx="7" fill="${SPACE[900]}"/>`,
  }
  return {
    name,
    format: 'jpg',
    subject: { x: at.x, y: at.y, width: 0.3, height: 0.5 },
    svg: svg(
      1600,
      900,
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SPACE[950]}"/><stop offset="0.6" stop-color="${SPACE[700]}"/><stop offset="1" stop-color="${tint}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${tint}" stop-opacity="0.7"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient></defs>
      <rect width="1600" height="900" fill="url(#sky)"/>${stars}
      <circle cx="${cx}" cy="${cy}" r="380" fill="url(#glow)"/>
      <g transform="translate(${cx} ${cy})">${subjects[subject]}</g>`,
    ),
  }
}

/** A product screenshot, 1200 × 750: the app's sidebar, a header, metric tiles and the page's own content. */
function screenshot(
  name: string,
  heading: string,
  content: 'campaigns' | 'sequence' | 'analytics' | 'settings',
): Drawing {
  const rows = (count: number, y: number) =>
    Array.from(
      { length: count },
      (_, index) =>
        `<rect x="300" y="${y + index * 62}" width="860" height="48" rx="10" fill="${SPACE[800]}"/><circle cx="330" cy="${y + 24 + index * 62}" r="11" fill="${index % 3 ? BRAND[500] : EMERALD}"/><rect x="356" y="${y + 18 + index * 62}" width="${220 + ((index * 97) % 180)}" height="12" rx="6" fill="#c3c8ea"/><rect x="1040" y="${y + 14 + index * 62}" width="96" height="20" rx="10" fill="${index % 2 ? VIOLET[500] : BRAND[600]}"/>`,
    ).join('')
  const contents = {
    campaigns: rows(6, 330),
    sequence: Array.from(
      { length: 5 },
      (_, index) =>
        `<circle cx="${340 + index * 200}" cy="470" r="34" fill="${index < 3 ? BRAND[500] : SPACE[700]}"/><text x="${340 + index * 200}" y="482" ${FONT} font-size="30" font-weight="bold" fill="#eef0ff" text-anchor="middle">${index + 1}</text>${index < 4 ? `<path d="M${378 + index * 200} 470 H${502 + index * 200}" stroke="${BRAND[400]}" stroke-width="6" stroke-dasharray="14 10"/>` : ''}<rect x="${280 + index * 200}" y="530" width="120" height="70" rx="10" fill="${SPACE[800]}"/>`,
    ).join(''),
    analytics: `<rect x="300" y="330" width="860" height="340" rx="14" fill="${SPACE[800]}"/>${Array.from({ length: 12 }, (_, index) => `<rect x="${340 + index * 68}" y="${630 - 40 - ((index * 53) % 200) - index * 10}" width="40" height="${40 + ((index * 53) % 200) + index * 10}" rx="6" fill="${index === 11 ? EMERALD : BRAND[500]}"/>`).join('')}`,
    settings: Array.from(
      { length: 5 },
      (_, index) =>
        `<rect x="300" y="${330 + index * 70}" width="860" height="54" rx="10" fill="${SPACE[800]}"/><rect x="326" y="${350 + index * 70}" width="${180 + index * 30}" height="14" rx="7" fill="#c3c8ea"/><rect x="1060" y="${342 + index * 70}" width="72" height="30" rx="15" fill="${index % 2 ? SPACE[700] : EMERALD}"/><circle cx="${index % 2 ? 1078 : 1114}" cy="${357 + index * 70}" r="11" fill="#eef0ff"/>`,
    ).join(''),
  }
  const tiles = [EMERALD, BRAND[400], VIOLET[400]]
    .map(
      (colour, index) =>
        `<rect x="${300 + index * 290}" y="170" width="270" height="130" rx="14" fill="${SPACE[800]}"/><rect x="${326 + index * 290}" y="198" width="110" height="12" rx="6" fill="#a2a9d6"/><rect x="${326 + index * 290}" y="232" width="150" height="40" rx="8" fill="${colour}"/>`,
    )
    .join('')
  return {
    name,
    format: 'png',
    svg: svg(
      1200,
      750,
      `<rect width="1200" height="750" fill="${SPACE[900]}"/>
      <rect width="250" height="750" fill="${SPACE[950]}"/>
      <rect x="28" y="32" width="40" height="40" rx="10" fill="${BRAND[500]}"/><text x="84" y="62" ${FONT} font-size="26" font-weight="bold" fill="#eef0ff">Persistly</text>
      ${[0, 1, 2, 3, 4, 5].map((index) => `<rect x="28" y="${130 + index * 56}" width="${index === 1 ? 194 : 150}" height="${index === 1 ? 40 : 14}" rx="${index === 1 ? 10 : 7}" fill="${index === 1 ? SPACE[700] : '#4a5080'}" ${index === 1 ? '' : `transform="translate(0 13)"`}/>`).join('')}
      <text x="300" y="112" ${FONT} font-size="40" font-weight="bold" fill="#eef0ff">${heading}</text>
      <rect x="1000" y="78" width="160" height="46" rx="23" fill="${BRAND[600]}"/>
      ${tiles}${contents[content]}`,
    ),
  }
}

export const drawings: Drawing[] = [
  portrait('maya-ellison', {
    skin: '#c68e6a',
    hair: '#2b1d16',
    shirt: BRAND[600],
    background: ['#1d2350', '#5b3fa8'],
    hairStyle: 'long',
  }),
  portrait('daniel-okafor', {
    skin: '#7a4a2e',
    hair: '#14100d',
    shirt: '#2f8f6f',
    background: ['#121634', '#2f62e8'],
    hairStyle: 'short',
  }),
  portrait('sarah-mitchell', {
    skin: '#f1c9a5',
    hair: '#c58b3c',
    shirt: VIOLET[500],
    background: ['#1d2350', '#2f62e8'],
    hairStyle: 'bun',
  }),
  portrait('marcus-chen', {
    skin: '#e0b48a',
    hair: '#111111',
    shirt: '#26304f',
    background: ['#0a0c1d', '#7c3aed'],
    hairStyle: 'short',
  }),
  portrait('priya-raman', {
    skin: '#a86b48',
    hair: '#1a1210',
    shirt: '#d9467a',
    background: ['#121634', '#9a6bff'],
    hairStyle: 'long',
  }),
  portrait('david-okafor', {
    skin: '#5e3a24',
    hair: '#0d0b0a',
    shirt: BRAND[500],
    background: ['#0a0c1d', '#2f8f6f'],
    hairStyle: 'curly',
  }),
  portrait('elena-rossi', {
    skin: '#e8b894',
    hair: '#5a2e1c',
    shirt: '#1f7a8c',
    background: ['#1d2350', '#b28cff'],
    hairStyle: 'bun',
  }),
  wordmark('logo-global-tech-solutions', 'Global Tech', 'circle', BRAND[400]),
  wordmark('logo-innovate-tech', 'InnovateTech', 'triangle', VIOLET[400]),
  wordmark('logo-digital-sphere', 'DigitalSphere', 'hexagon', EMERALD),
  cover('cover-global-tech-solutions', 'chart', { x: 0.72, y: 0.5 }, BRAND[600]),
  cover('cover-innovate-tech', 'rocket', { x: 0.3, y: 0.45 }, VIOLET[500]),
  cover('cover-digital-sphere', 'envelope', { x: 0.68, y: 0.55 }, '#1f7a8c'),
  cover('cover-future-of-ai-email-marketing', 'envelope', { x: 0.74, y: 0.48 }, VIOLET[500]),
  cover('cover-maximizing-response-rates', 'clock', { x: 0.26, y: 0.5 }, BRAND[600]),
  cover('cover-global-tech-solutions-year-long-follow-up', 'calendar', { x: 0.7, y: 0.5 }, BRAND[600]),
  cover('cover-launch-your-first-year-long-campaign', 'checklist', { x: 0.3, y: 0.52 }, '#2f8f6f'),
  cover('cover-cold-email-deliverability-checklist', 'shield', { x: 0.72, y: 0.5 }, '#1f7a8c'),
  cover('cover-digital-sphere-adaptive-follow-ups', 'replies', { x: 0.3, y: 0.5 }, VIOLET[500]),
  cover('cover-api-follow-up-for-new-sign-ups', 'code', { x: 0.7, y: 0.5 }, BRAND[600]),
  cover('cover-briefing-the-ai-for-better-follow-ups', 'brief', { x: 0.28, y: 0.5 }, VIOLET[500]),
  screenshot('screen-getting-started', 'New campaign', 'campaigns'),
  screenshot('screen-core-features', 'Follow-up sequence', 'sequence'),
  screenshot('screen-advanced-topics', 'Analytics', 'analytics'),
  screenshot('screen-security-compliance', 'Security settings', 'settings'),
]
