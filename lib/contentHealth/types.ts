/** A content document as a dataset (or the bundled seed) holds it: only the system fields are known. */
export type ContentDocument = { _id: string; _type: string; [field: string]: unknown }

/** One step into a document: a field name, an array item by its `_key`, or by its index when it has none. */
export type PathSegment = string | number | { _key: string }

export type Severity = 'error' | 'warning'

/** Something a visitor or a search engine would stumble on, and where to fix it. */
export type Finding = {
  severity: Severity
  /** Which check found it (stable, for filtering and tests). */
  check: CheckName
  documentId: string
  documentType: string
  path: PathSegment[]
  message: string
}

export type CheckName =
  | 'image-alt'
  | 'broken-link'
  | 'meta-title'
  | 'meta-description'
  | 'unreachable-page'
  | 'redirect-chain'
  | 'duplicate-title'
  | 'empty-section'
