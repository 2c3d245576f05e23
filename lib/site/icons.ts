/**
 * The icons a marketer can pick for cards and lists. Each name maps to an SVG in components/ui/Icon.tsx;
 * adding one here means adding it there (the type check enforces it). The Studio offers them (schemas/objects/icon.ts).
 */
export const ICON_NAMES = [
  'sparkles',
  'user-check',
  'bar-chart',
  'repeat',
  'layout-template',
  'shield',
  'mail',
  'phone',
  'calendar',
  'plug',
  'zap',
  'target',
  'trending-up',
  'clock',
  'lock',
  'globe',
  'users',
  'heart',
  'leaf',
  'lightbulb',
  'book-open',
  'message-circle',
  'life-buoy',
  'code',
  'dollar-sign',
  'award',
  'rocket',
  'check-circle',
] as const

export type IconName = (typeof ICON_NAMES)[number]
