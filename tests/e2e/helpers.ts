import { expect, type Locator, type Page } from '@playwright/test'

/** The fixed header's height: sections reached from the menu must start right below it. */
export const HEADER_OFFSET = 64

/** Waits until the section has scrolled to just below the header (smooth scrolling takes a moment). */
export async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id),
      {
        message: `#${id} should end up ${HEADER_OFFSET}px from the top`,
      },
    )
    .toBeGreaterThanOrEqual(HEADER_OFFSET - 2)
  await expect
    .poll(() =>
      page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id),
    )
    .toBeLessThanOrEqual(HEADER_OFFSET + 2)
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Waits until React has hydrated the element, so a test does not press a control before its
 * handlers exist (on a loaded 2-core machine that can take a moment after the page is visible).
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: 'the control should be hydrated',
    })
    .toBe(true)
}
