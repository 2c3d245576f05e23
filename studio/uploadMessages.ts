import { defineLocaleResourceBundle } from 'sanity'

/**
 * What the Studio says when the Content Lake refuses an upload (a file that is not an image, or one too large):
 * Sanity's own words ("See the console for more information") leave a marketer guessing. The notice is shared by
 * every kind of upload; the schema has image fields only, so it speaks of images.
 */
export const UPLOAD_REFUSED =
  'Only images can be uploaded here (JPEG, PNG, WebP, GIF or AVIF), and not very large files. Nothing was saved: choose another file.'

export const uploadMessages = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    'asset-sources.common.uploader.upload-failed.description': UPLOAD_REFUSED,
    'inputs.image.upload-error.description': UPLOAD_REFUSED,
  },
})
