/**
 * Renders the seed's drawings (studio/seed/images/drawings.ts) into image files with sharp, and records each
 * file's asset document (Sanity's id, dimensions, lqip…) and hotspot in studio/seed/images/assets.json.
 * Usage: npm run seed:images   (after changing a drawing; commit the files and assets.json)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describeImage, imageAssetDocument } from '../lib/images/asset'
import { EMBEDDED_IMAGE_PROJECT } from '../lib/images/url'
import { drawings } from '../studio/seed/images/drawings'

const folder = join(process.cwd(), 'studio', 'seed', 'images')
const filesFolder = join(folder, 'files')
mkdirSync(filesFolder, { recursive: true })
for (const file of readdirSync(filesFolder)) rmSync(join(filesFolder, file))

const assets: Record<string, unknown> = {}
let total = 0
for (const drawing of drawings) {
  const picture = sharp(Buffer.from(drawing.svg))
  const bytes =
    drawing.format === 'jpg'
      ? await picture.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
      : await picture.png({ compressionLevel: 9, palette: true }).toBuffer()
  const file = `${drawing.name}.${drawing.format}`
  writeFileSync(join(filesFolder, file), bytes)
  total += bytes.length
  const image = await describeImage(bytes)
  assets[drawing.name] = {
    file,
    ...(drawing.subject ? { hotspot: drawing.subject } : {}),
    // The embedded backend's image route serves them on the site's own origin (lib/images/url.ts).
    document: imageAssetDocument(image, {
      origin: '',
      projectId: EMBEDDED_IMAGE_PROJECT,
      dataset: 'production',
      originalFilename: file,
    }),
  }
}
writeFileSync(join(folder, 'assets.json'), JSON.stringify(assets, null, 2) + '\n')
console.log(`Rendered ${drawings.length} images (${(total / 1024).toFixed(0)} KB) into ${filesFolder}`)
