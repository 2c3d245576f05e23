import type { ValidationContext } from '@sanity/types'

/** Every anchor of the home page's sections, in its published and draft versions. */
const HOME_ANCHORS = /* groq */ `array::unique(*[_type == "homePage"].sections[defined(anchor)].anchor)`

/**
 * A warning when no home-page section has `anchor`: a link to "/#anchor" would open the home page at its top.
 * Asks the dataset, through the Studio's own client.
 */
export async function missingHomeAnchor(anchor: string, context: ValidationContext): Promise<true | string> {
  const anchors = await context.getClient({ apiVersion: '2025-02-19' }).fetch<string[] | null>(HOME_ANCHORS)
  return (anchors ?? []).includes(anchor)
    ? true
    : `No section of the home page has the anchor "${anchor}": the link would open the home page at its top.`
}
