import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from './chromium'

export type Transfer = { javaScript: number; imagesOnArrival: number; imagesScrolled: number }

/** Kilobytes a page downloads: its JavaScript, and its images on arrival and once scrolled through. */
export async function transferKilobytes(
  chromiumPath: string,
  origin: string,
  paths: string[],
): Promise<Record<string, Transfer>> {
  // Playwright sets the headless mode itself.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.slice(1) })
  const result: Record<string, Transfer> = {}
  const total = async (sizes: Promise<number>[]) =>
    (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024
  for (const path of paths) {
    const page = await browser.newPage()
    const scripts: Promise<number>[] = []
    const images: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      const size = () => request.sizes().then((sizes) => sizes.responseBodySize)
      if (request.resourceType() === 'script') scripts.push(size())
      if (request.resourceType() === 'image') images.push(size())
    })
    await page.goto(origin + path, { waitUntil: 'networkidle' })
    const imagesOnArrival = await total(images)
    await page.evaluate(async () => {
      for (const image of document.images) image.scrollIntoView()
      await Promise.all(
        [...document.images].map((image) =>
          // An image fires load or error, never loadend.
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true })
                image.addEventListener('error', resolve, { once: true })
              }),
        ),
      )
    })
    await page.waitForLoadState('networkidle')
    result[path] = { javaScript: await total(scripts), imagesOnArrival, imagesScrolled: await total(images) }
    await page.close()
  }
  await browser.close()
  return result
}

/** A page's HTML in kilobytes, as sent and gzipped. */
export async function htmlKilobytes(url: string) {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer())
  return { raw: html.length / 1024, gzip: gzipSync(html).length / 1024 }
}
