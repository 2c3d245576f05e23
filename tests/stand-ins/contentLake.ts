import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import { createChangeFeed, type ConsistencyControls, type WebhookConfig } from './contentLakeChanges'
import { imageCdn } from './contentLakeImages'
import { readJsonBody, standInServer } from './http'

/**
 * A loopback stand-in for the Sanity Content Lake, for the real SDKs (`@sanity/client`, next-sanity, the Studio)
 * pointed at it with `apiHost`. It keeps a dataset in memory and evaluates GROQ with groq-js, as the site's
 * embedded backend does, and it checks what it is sent the way the Content Lake does:
 *
 * - Without a token, only published documents in the root path (no `.` in the id) are visible, and only the
 *   `published` perspective may be asked for; `drafts`, `previewDrafts` and `raw` need a token.
 * - Mutations and actions need the write token (or the Studio's session token); the read token is refused (403).
 * - An unpublish of a document that other published documents reference strongly is refused (409), as Sanity does.
 *
 * What it answers: queries (GET and POST, `$params`, perspectives, Content Source Maps), documents by id, mutations
 * (create, createOrReplace, createIfNotExists, patch, delete by id or by query), the Actions API the Studio edits
 * and publishes through, and what the Studio asks on boot (`users/me`, `auth/providers`, the project, its datasets
 * and grants, listeners) or for a document's timeline (its history, kept empty). Everything it receives is recorded;
 * anything else gets a 404 that is recorded too.
 *
 * Test controls that are not Sanity's API (write token): `POST /v1/stand-in/backdate` (`{ id, seconds }`) moves a
 * document's `_updatedAt` into the past, as time passing would (an expired preview secret);
 * `POST /v1/stand-in/consistency` (`{ indexLagMs, webhook }`) sets the index lag and the webhook,
 * `GET /v1/stand-in/webhook-deliveries` lists the webhook's calls (contentLakeChanges.ts), and
 * `POST /v1/stand-in/outage` (`{ status, queriesMentioning }`) makes queries fail with that status, only those whose
 * GROQ contains `queriesMentioning` when it is given (`{ status: null }` ends the outage).
 */

/** Queries failing with `status` (tests of the site during a Content Lake outage): all, or those mentioning a text. */
export type Outage = { status: number; queriesMentioning: string | null }

export type SanityDocument = { _id: string; _type: string; _rev?: string } & Record<string, unknown>

export type RecordedRequest = {
  method: string
  /** Path and query string, as sent. */
  path: string
  authorization: string | undefined
  body: unknown
  /** The API endpoint, without the version prefix: `data/query`, `data/mutate`, `users/me`… */
  endpoint: string
  /** For queries: the perspective asked for (`published` when none is given). */
  perspective?: string
  status?: number
}

export type ContentLakeOptions = {
  projectId: string
  dataset: string
  documents: SanityDocument[]
  /** Tokens the stand-in accepts: `read` may query everything, `write` and `studio` may also mutate. */
  tokens: { read?: string; write: string; studio?: string }
  /** 0 (the default) picks a free port. The stand-in listens on both loopback addresses. */
  port?: number
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 still answered), as Sanity does, with this key and certificate: a browser then
   * multiplexes the Studio's listeners and queries over one connection instead of queuing them for six sockets.
   */
  tls?: { key: Buffer; cert: Buffer }
  /** How long queries take to see a transaction (Sanity's index lag); 0 by default. */
  indexLagMs?: number
  /** A GROQ-powered webhook to call after each transaction. */
  webhook?: WebhookConfig | null
  /** How often an idle listener gets a keep-alive comment; 15 s by default. */
  listenerKeepAliveMs?: number
}

/** The user a Studio session token signs in as. */
const STUDIO_USER = {
  id: 'p-stand-in-editor',
  name: 'Stand-in Editor',
  email: 'editor@persistly.test',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

const PERSPECTIVES = ['published', 'drafts', 'previewDrafts', 'raw']
const DRAFT_PREFIX = 'drafts.'

const isPublishedId = (id: string) => !id.startsWith(DRAFT_PREFIX) && !id.startsWith('versions.')
const isRootPathId = (id: string) => !id.includes('.')

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'httpError',
    /** More of Sanity's error body (`items`: what failed in a transaction). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** Whether `value` holds a strong reference (`_ref` without `_weak`) to `id`. */
function referencesStrongly(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => referencesStrongly(item, id))
  if (!value || typeof value !== 'object') return false
  const object = value as Record<string, unknown>
  if (object._ref === id && object._weak !== true) return true
  return Object.values(object).some((child) => referencesStrongly(child, id))
}

/**
 * Sanity's full-text search, `<subject> match text::query($param)`, which groq-js does not implement: the Studio's
 * document lists and reference fields search with it. The wildcard `*` (an unfiltered list) matches everything. A
 * term is words, each matched whole or, ending in `*`, as a prefix, all of them somewhere in the subject, case
 * aside; words are split at anything but letters and digits and at camelCase humps ("homePage" is "home page").
 * The whole document (`[@, _id]`: every string in it, and its id) is searched here, in the documents the query runs
 * over; a field is searched by groq-js's own `match`, which reads a term the same way. Negations and quoted phrases
 * are refused (400): the stand-in does not implement them.
 */
function withTextSearch(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): string {
  let searches = 0
  return query.replace(
    /(\[[^[\]]*\]|[\w.@:]+(?:\([^()]*\))?) match text::query\(\$(\w+)\)/g,
    (_, subject: string, name: string) => {
      const term = params[name]
      if (term === '*') return 'true'
      if (typeof term !== 'string' || /(^|\s)-|"/.test(term))
        throw new HttpError(400, `The stand-in does not search text like this (text::query(${JSON.stringify(term)}))`)
      if (subject.replace(/\s/g, '') !== '[@,_id]') return `${subject} match $${name}`
      const ids = `__standInTextSearch${searches++}`
      params[ids] = dataset.filter((document) => containsTerm(document, term)).map((document) => document._id)
      return `_id in $${ids}`
    },
  )
}

const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Whether every word of `term` is a word (or, ending in `*`, begins one) of the document's strings or its id. */
function containsTerm(document: SanityDocument, term: string): boolean {
  const words = new Set(wordsOf(document._id))
  eachString(document, (text) => wordsOf(text).forEach((word) => words.add(word)), false)
  return term
    .split(/\s+/)
    .filter(Boolean)
    .every((token) =>
      wordsOf(token).every((wanted, index, all) =>
        index === all.length - 1 && token.endsWith('*')
          ? [...words].some((word) => word.startsWith(wanted))
          : words.has(wanted),
      ),
    )
}

type JsonPathSegment = string | number | { _key: string }
const jsonPath = (path: JsonPathSegment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${segment.replace(/['\\]/g, '\\$&')}']`
          : `[?(@._key=='${segment._key.replace(/['\\]/g, '\\$&')}')]`,
    )
    .join('')}`

/** Calls `visit` with every string in a value and its path (array items with a `_key` by key when `keyed`). */
function eachString(
  value: unknown,
  visit: (text: string, path: JsonPathSegment[]) => void,
  keyed: boolean,
  path: JsonPathSegment[] = [],
) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value))
    value.forEach((item, index) => {
      const key = keyed && item && typeof item === 'object' ? (item as { _key?: unknown })._key : undefined
      eachString(item, visit, keyed, [...path, typeof key === 'string' ? { _key: key } : index])
    })
  else if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value))
      if (!name.startsWith('_')) eachString(child, visit, keyed, [...path, name])
}

/**
 * A Content Source Map (what Sanity returns with `resultSourceMap`, and what stega encoding reads): where each string
 * of a result comes from. groq-js keeps no provenance, so each string is traced to the first document field holding
 * exactly that text, which is where it comes from for the site's queries (a projection copies fields as they are).
 */
function contentSourceMap(result: unknown, dataset: SanityDocument[]) {
  const sources = new Map<string, { document: SanityDocument; path: JsonPathSegment[] }>()
  for (const document of dataset)
    eachString(document, (text, path) => sources.has(text) || sources.set(text, { document, path }), true)
  const documents: { _id: string; _type: string }[] = []
  const paths: string[] = []
  const mappings: Record<string, unknown> = {}
  const indexOf = <T>(list: T[], item: T, same: (entry: T) => boolean) => {
    const index = list.findIndex(same)
    return index >= 0 ? index : list.push(item) - 1
  }
  eachString(
    result,
    (text, resultPath) => {
      const source = sources.get(text)
      if (!source) return
      const id = (source.document._originalId as string | undefined) ?? source.document._id
      const document = indexOf(documents, { _id: id, _type: source.document._type }, (entry) => entry._id === id)
      const sourcePath = jsonPath(source.path)
      const path = indexOf(paths, sourcePath, (entry) => entry === sourcePath)
      mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document, path } }
    },
    false,
  )
  return { documents, paths, mappings }
}

export async function startContentLake(options: ContentLakeOptions) {
  const { projectId, dataset, tokens } = options
  /** The transaction being applied: every document it writes gets its id as `_rev`, as in Sanity. */
  let transactionId: string | undefined
  const documents = new Map(options.documents.map((document) => [document._id, withMeta(document)]))
  const changes = createChangeFeed({ ...options, initial: [...documents.values()] })
  const requests: RecordedRequest[] = []
  let failure: number | null = null
  let outage: Outage | null = null
  let transactions = 0

  function withMeta(document: SanityDocument, previous?: SanityDocument): SanityDocument {
    const now = new Date().toISOString()
    return {
      ...document,
      _createdAt: (previous?._createdAt as string | undefined) ?? (document._createdAt as string | undefined) ?? now,
      _updatedAt: now,
      _rev: transactionId ?? randomUUID().slice(0, 22),
    }
  }

  /**
   * Runs one transaction (the client's `transactionId`, or a new one) and hands what it changed to the change feed:
   * queries (after the index lag), listeners and the webhook. One at a time: each one's writes carry its id.
   */
  function transaction<T>(request: IncomingMessage, record: RecordedRequest, work: () => T | Promise<T>) {
    const run = committed.then(() => applyTransaction(request, record, work))
    committed = run.catch(() => undefined)
    return run
  }
  let committed: Promise<unknown> = Promise.resolve()

  async function applyTransaction<T>(request: IncomingMessage, record: RecordedRequest, work: () => T | Promise<T>) {
    const asked = (record.body as { transactionId?: unknown } | undefined)?.transactionId
    transactions += 1
    const id = typeof asked === 'string' && asked ? asked : `stand-in-tx-${transactions}-${randomUUID().slice(0, 8)}`
    const before = new Map(documents)
    transactionId = id
    let result: T
    try {
      result = await work()
    } finally {
      transactionId = undefined
    }
    const changed = new Set([...before.keys(), ...documents.keys()])
    changes.commit(
      {
        id,
        identity: request.headers.authorization === `Bearer ${tokens.studio}` ? STUDIO_USER.id : 'p-stand-in-robot',
        timestamp: new Date().toISOString(),
        changes: [...changed]
          .filter((documentId) => before.get(documentId) !== documents.get(documentId))
          .map((documentId) => ({
            id: documentId,
            before: before.get(documentId) ?? null,
            after: documents.get(documentId) ?? null,
          })),
      },
      [...documents.values()],
    )
    return { id, result }
  }

  type Access = 'none' | 'read' | 'write'
  function accessOf(authorization: string | undefined): Access {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
    if (!token) return 'none'
    if (token === tokens.write || (tokens.studio && token === tokens.studio)) return 'write'
    if (token === tokens.read) return 'read'
    throw new HttpError(401, 'Session not found', 'unauthorizedError')
  }

  const readable = (access: Access) => (document: SanityDocument) => access !== 'none' || isRootPathId(document._id)

  /** What a token may read: by default the documents as they are now (queries pass what the index has). */
  function visible(access: Access, from: SanityDocument[] = [...documents.values()]): SanityDocument[] {
    return from.filter(readable(access))
  }

  /** The documents a perspective shows to queries: published ones, or published ones overlaid by their drafts. */
  function inPerspective(perspective: string, access: Access): SanityDocument[] {
    const all = visible(access, changes.queryable())
    if (perspective === 'raw') return all
    const published = all.filter((document) => isPublishedId(document._id))
    if (perspective === 'published') return published
    const byId = new Map(published.map((document) => [document._id, document]))
    for (const draft of all.filter((document) => document._id.startsWith(DRAFT_PREFIX))) {
      const id = draft._id.slice(DRAFT_PREFIX.length)
      byId.set(id, { ...draft, _id: id, _originalId: draft._id })
    }
    return [...byId.values()]
  }

  async function runQuery(url: URL, body: unknown, access: Access, record: RecordedRequest) {
    const perspective = url.searchParams.get('perspective') ?? 'published'
    record.perspective = perspective
    if (!PERSPECTIVES.includes(perspective)) throw new HttpError(400, `Unknown perspective "${perspective}"`)
    if (perspective !== 'published' && access === 'none')
      throw new HttpError(401, `The "${perspective}" perspective needs an authenticated request`)
    let query: string | null
    let params: Record<string, unknown> = {}
    if (body && typeof body === 'object') {
      ;({ query = null, params = {} } = body as { query?: string; params?: Record<string, unknown> })
    } else {
      query = url.searchParams.get('query')
      for (const [name, value] of url.searchParams)
        if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value) as unknown
    }
    if (!query) throw new HttpError(400, 'Missing query')
    if (outage && (!outage.queriesMentioning || query.includes(outage.queriesMentioning)))
      throw new HttpError(outage.status, 'The Content Lake is unavailable (an outage of the stand-in)', 'standInOutage')
    const started = performance.now()
    const dataset = inPerspective(perspective, access)
    query = withTextSearch(query, params, dataset)
    let tree
    try {
      tree = parse(query, { params })
    } catch (error) {
      throw new HttpError(400, `Invalid GROQ query: ${(error as Error).message}`, 'queryParseError')
    }
    let result: unknown
    try {
      result = await (await evaluate(tree, { dataset, params })).get()
    } catch (error) {
      console.error('[content-lake] GROQ the stand-in cannot evaluate:', query, JSON.stringify(params))
      throw new HttpError(400, `groq-js cannot evaluate this query: ${(error as Error).message}`, 'queryError')
    }
    const withSourceMap = ['true', 'withKeyArraySelector'].includes(url.searchParams.get('resultSourceMap') ?? '')
    return {
      query,
      result,
      ...(withSourceMap && { resultSourceMap: contentSourceMap(result, dataset) }),
      ms: Math.round(performance.now() - started),
    }
  }

  function getDocuments(ids: string[], access: Access) {
    const shown = new Map(visible(access).map((document) => [document._id, document]))
    const found = ids.map((id) => shown.get(id)).filter((document) => document !== undefined)
    return {
      documents: found,
      omitted: ids.filter((id) => !shown.has(id)).map((id) => ({ id, reason: 'existence' })),
    }
  }

  function requireWrite(access: Access) {
    if (access === 'none') throw new HttpError(401, 'Mutations need a token with write access', 'unauthorizedError')
    if (access === 'read') throw new HttpError(403, 'Insufficient permissions; the token can only read', 'permission')
  }

  /** Applies a mutation to the stored document with Sanity's own patch engine. */
  function apply(id: string, mutation: Record<string, unknown>): SanityDocument | null {
    const previous = documents.get(id) ?? null
    const next = new Mutation({ mutations: [mutation] }).apply(previous) as SanityDocument | null
    if (next) documents.set(id, withMeta(next, previous ?? undefined))
    else documents.delete(id)
    return next ? documents.get(id)! : null
  }

  type Result = { id: string; operation: 'create' | 'update' | 'delete' | 'none'; document?: SanityDocument | null }

  /** The ids of the documents a query returns (over all of them, as the raw perspective sees them). */
  async function idsMatching(query: string, params: Record<string, unknown>): Promise<string[]> {
    const found = await (await evaluate(parse(query, { params }), { dataset: [...documents.values()], params })).get()
    return (Array.isArray(found) ? found : [found]).flatMap((document) =>
      typeof document?._id === 'string' ? [document._id as string] : [],
    )
  }

  async function mutate(mutations: Record<string, Record<string, unknown>>[]): Promise<Result[]> {
    const results: Result[] = []
    for (const mutation of mutations) {
      const [kind, argument] = Object.entries(mutation)[0] ?? []
      if (!kind || !argument) throw new HttpError(400, 'Empty mutation')
      if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
        const document = argument as SanityDocument
        const id = document._id ?? randomUUID()
        if (!document._type) throw new HttpError(400, `${kind} needs a _type`)
        const exists = documents.has(id)
        if (kind === 'create' && exists)
          throw new HttpError(409, `Document by ID "${id}" already exists`, 'documentAlreadyExistsError')
        if (kind === 'createIfNotExists' && exists) {
          results.push({ id, operation: 'none', document: documents.get(id) })
          continue
        }
        results.push({
          id,
          operation: exists ? 'update' : 'create',
          document: apply(id, { [kind]: { ...document, _id: id } }),
        })
      } else if (kind === 'patch') {
        const { id, ifRevisionID } = argument as { id?: string; ifRevisionID?: string }
        if (!id) throw new HttpError(400, 'The stand-in patches by id only')
        const current = documents.get(id)
        if (!current) throw new HttpError(404, `Document "${id}" not found`, 'documentNotFoundError')
        if (ifRevisionID && ifRevisionID !== current._rev)
          throw new HttpError(409, `Document "${id}" has unexpected revision ID`, 'conflictError')
        results.push({ id, operation: 'update', document: apply(id, { patch: argument }) })
      } else if (kind === 'delete') {
        const { id, query, params } = argument as { id?: string; query?: string; params?: Record<string, unknown> }
        if (!id && !query) throw new HttpError(400, 'delete needs an id or a query')
        for (const doomed of id ? [id] : await idsMatching(query!, params ?? {}))
          if (documents.delete(doomed)) results.push({ id: doomed, operation: 'delete' })
      } else {
        throw new HttpError(400, `Unsupported mutation "${kind}"`)
      }
    }
    return results
  }

  /**
   * Sanity refuses to remove a published document that other published documents reference strongly (references
   * from drafts are not enforced), with a 409 whose item names them: `documentHasExistingReferencesError`.
   */
  function refuseIfReferenced(id: string, index: number) {
    const referencingIDs = [...documents.values()]
      .filter((document) => document._id !== id && isPublishedId(document._id) && referencesStrongly(document, id))
      .map((document) => document._id)
    if (referencingIDs.length === 0) return
    const description = `Document "${id}" cannot be deleted as there are references to it from "${referencingIDs[0]}"`
    throw new HttpError(409, description, 'mutationError', {
      items: [{ index, error: { type: 'documentHasExistingReferencesError', description, id, referencingIDs } }],
    })
  }

  /** The Actions API (what the Studio sends): drafts edited, then published, discarded or unpublished. */
  function act(actions: Record<string, string & Record<string, unknown>>[]) {
    for (const action of actions) {
      const { actionType, draftId, publishedId } = action as Record<string, string>
      switch (actionType) {
        case 'sanity.action.document.create': {
          const attributes = action.attributes as unknown as SanityDocument
          if (documents.has(attributes._id) && action.ifExists === 'fail')
            throw new HttpError(409, `Document "${attributes._id}" already exists`, 'documentAlreadyExistsError')
          if (!documents.has(attributes._id)) apply(attributes._id, { create: attributes })
          break
        }
        case 'sanity.action.document.edit': {
          const base = documents.get(draftId) ?? documents.get(publishedId)
          if (!base) throw new HttpError(404, `Document "${publishedId}" not found`, 'documentNotFoundError')
          if (!documents.has(draftId)) apply(draftId, { create: { ...base, _id: draftId } })
          apply(draftId, { patch: { ...(action.patch as object), id: draftId } })
          break
        }
        case 'sanity.action.document.publish': {
          const draft = documents.get(draftId)
          if (!draft) throw new HttpError(409, `No draft "${draftId}" to publish`, 'conflictError')
          // Optimistic locking, as Sanity does: publish only the revisions the caller saw.
          const { ifDraftRevisionId, ifPublishedRevisionId } = action as Record<string, string | undefined>
          if (ifDraftRevisionId && ifDraftRevisionId !== draft._rev)
            throw new HttpError(409, `Draft "${draftId}" has unexpected revision ID`, 'conflictError')
          if (ifPublishedRevisionId && ifPublishedRevisionId !== documents.get(publishedId)?._rev)
            throw new HttpError(409, `Document "${publishedId}" has unexpected revision ID`, 'conflictError')
          apply(publishedId, { createOrReplace: { ...draft, _id: publishedId } })
          documents.delete(draftId)
          break
        }
        case 'sanity.action.document.discard':
          documents.delete(draftId)
          break
        case 'sanity.action.document.unpublish': {
          refuseIfReferenced(publishedId, actions.indexOf(action))
          const published = documents.get(publishedId)
          if (published && !documents.has(draftId)) apply(draftId, { create: { ...published, _id: draftId } })
          documents.delete(publishedId)
          break
        }
        case 'sanity.action.document.delete':
          documents.delete(publishedId)
          for (const id of (action.includeDrafts as unknown as string[] | undefined) ?? []) documents.delete(id)
          documents.delete(`${DRAFT_PREFIX}${publishedId}`)
          break
        default:
          throw new HttpError(400, `Unsupported action "${actionType}"`)
      }
    }
  }

  const project = {
    id: projectId,
    displayName: 'Content Lake stand-in',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    members: [
      { id: STUDIO_USER.id, role: 'administrator', roles: STUDIO_USER.roles, isCurrentUser: true, isRobot: false },
    ],
    features: [],
  }

  /**
   * The History API, for the Studio's document timeline. The stand-in keeps no history, so it answers as Sanity does
   * for a document whose history has been cleared: no events, an empty transaction log (NDJSON), no past revision.
   */
  function history(rest: string, access: Access, response: ServerResponse): unknown {
    if (access === 'none') throw new HttpError(401, 'The History API needs a token', 'unauthorizedError')
    if (/^events\/documents\/[^/]+$/.test(rest)) return { events: {}, nextCursor: '' }
    if (/^documents\/[^/]+$/.test(rest)) return { documents: [] }
    if (/^transactions\/[^/]+$/.test(rest)) {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end()
      return undefined
    }
    throw new HttpError(404, `No History API endpoint at ${rest}`, 'notFoundError')
  }

  /** Answers one request; returns the JSON body, or `undefined` when it wrote the response itself. */
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    record: RecordedRequest,
  ): Promise<unknown> {
    const access = accessOf(request.headers.authorization)
    const endpoint = record.endpoint
    const method = request.method ?? 'GET'
    const data = new RegExp(`^data/(query|doc|mutate|actions|listen|live/events|history)/${dataset}(?:/(.*))?$`).exec(
      endpoint,
    )
    if (data) {
      const [, kind, rest] = data
      if (kind === 'query') return runQuery(url, method === 'POST' ? record.body : null, access, record)
      if (kind === 'doc') return getDocuments(decodeURIComponent(rest ?? '').split(','), access)
      if (kind === 'mutate') {
        requireWrite(access)
        const { id, result: results } = await transaction(request, record, () =>
          mutate(((record.body as { mutations?: [] })?.mutations ?? []) as []),
        )
        const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
        return {
          transactionId: id,
          results: results.map(({ id, operation, document }) => ({
            id,
            operation,
            ...(returnDocuments && document ? { document } : {}),
          })),
        }
      }
      if (kind === 'actions') {
        requireWrite(access)
        const { id } = await transaction(request, record, () =>
          act(((record.body as { actions?: [] })?.actions ?? []) as []),
        )
        return { transactionId: id }
      }
      if (kind === 'history') return history(rest ?? '', access, response)
      changes.listen(request, response, url, readable(access))
      return undefined
    }
    if (endpoint === 'stand-in/consistency' && method === 'POST') {
      requireWrite(access)
      return changes.configure((record.body ?? {}) as ConsistencyControls)
    }
    if (endpoint === 'stand-in/outage' && method === 'POST') {
      requireWrite(access)
      const { status, queriesMentioning } = (record.body ?? {}) as Partial<Outage> & { status?: number | null }
      if (status === null) return { outage: (outage = null) }
      if (typeof status !== 'number' || status < 400 || status > 599)
        throw new HttpError(400, 'An outage needs an error status (400 to 599), or null to end it')
      if (queriesMentioning !== undefined && (typeof queriesMentioning !== 'string' || !queriesMentioning))
        throw new HttpError(400, 'queriesMentioning must be a non-empty string')
      return { outage: (outage = { status, queriesMentioning: queriesMentioning ?? null }) }
    }
    if (endpoint === 'stand-in/webhook-deliveries') {
      requireWrite(access)
      return changes.deliveries
    }
    if (endpoint === 'stand-in/backdate' && method === 'POST') {
      requireWrite(access)
      const { id, seconds } = (record.body ?? {}) as { id?: string; seconds?: number }
      const document = id ? documents.get(id) : undefined
      if (!document || typeof seconds !== 'number')
        throw new HttpError(400, 'Backdate needs an existing id and seconds')
      document._updatedAt = new Date(Date.parse(document._updatedAt as string) - seconds * 1000).toISOString()
      return { _id: id, _updatedAt: document._updatedAt }
    }
    if (endpoint === 'users/me') return access === 'none' ? {} : STUDIO_USER
    if (endpoint === 'auth/providers')
      return { providers: [{ name: 'sanity', title: 'E-mail / password', url: `${url.origin}/v1/auth/login/sanity` }] }
    if (endpoint === 'features') return []
    if (endpoint.startsWith('users/me/keyvalue/'))
      return endpoint
        .slice('users/me/keyvalue/'.length)
        .split(',')
        .map((key) => ({ key: decodeURIComponent(key), value: null }))
    if (endpoint === 'users/me/keyvalue') return Array.isArray(record.body) ? record.body : []
    if (endpoint === `projects/${projectId}`) return project
    if (endpoint === `projects/${projectId}/datasets`) return [{ name: dataset, aclMode: 'public' }]
    if (endpoint === `projects/${projectId}/datasets/${dataset}/acl`)
      return access === 'none'
        ? []
        : [{ filter: '_id in path("**")', permissions: ['read', 'update', 'create', 'history'] }]
    if (endpoint === `projects/${projectId}/user-applications`) return []
    throw new HttpError(404, `The Content Lake stand-in does not answer ${method} /${endpoint}`, 'notFoundError')
  }

  // Image uploads and the image CDN's URLs (tests/stand-ins/contentLakeImages.ts).
  const images = imageCdn({
    projectId,
    dataset,
    mayUpload: (authorization) => {
      try {
        return accessOf(authorization) === 'write'
      } catch {
        return false
      }
    },
    addAsset: (asset) => documents.set(asset._id, withMeta(asset)),
  })

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    // HTTP/2 names the host in `:authority`.
    const host = request.headers.host ?? request.headers[':authority'] ?? 'localhost'
    const url = new URL(request.url ?? '/', `${options.tls ? 'https' : 'http'}://${host}`)
    const origin = request.headers.origin
    // The Studio calls from the site's origin with credentials: echo it, as Sanity does for a CORS origin.
    if (origin) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('access-control-allow-credentials', 'true')
      response.setHeader('vary', 'origin')
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      response.writeHead(204).end()
      return
    }
    if (await images.answer(request, response, url)) return
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      authorization: request.headers.authorization,
      body: await readJsonBody(request),
      endpoint: url.pathname.replace(/^\/v[^/]+\//, '').replace(/\/+$/, ''),
    }
    requests.push(record)
    const send = (status: number, body: unknown) => {
      record.status = status
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (failure) return send(failure, { error: { description: 'The stand-in was told to fail', type: 'standInError' } })
    try {
      const body = await answer(request, response, url, record)
      if (body === undefined) record.status = 200
      else send(200, body)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      send(error.status, {
        error: { description: error.message, type: error.type, ...error.details },
        statusCode: error.status,
        message: error.message,
      })
    }
  }

  const servers: (Server | Http2SecureServer)[] = []
  /** Every connection, to end them all on close (listeners keep theirs open). */
  const sockets = new Set<Socket>()
  const respond = (request: IncomingMessage, response: ServerResponse) => {
    handler(request, response).catch((error: unknown) => {
      console.error('[content-lake]', error)
      if (!response.headersSent) response.writeHead(500).end()
    })
  }
  const listen = (host: string, port: number) =>
    new Promise<Server | Http2SecureServer>((resolve, reject) => {
      // HTTP/2's request and response objects answer to the same calls as HTTP/1.1's (Node's compatibility API).
      const server = options.tls
        ? createSecureServer({ ...options.tls, allowHTTP1: true }, respond as never)
        : standInServer(respond)
      server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
        sockets.add(socket)
        socket.once('close', () => sockets.delete(socket))
      })
      server.once('error', reject)
      server.listen(port, host, () => resolve(server))
    })
  // Node and Chromium may resolve `localhost` (and the Studio's `<projectId>.localhost`) to either address.
  const first = await listen('127.0.0.1', options.port ?? 0)
  servers.push(first)
  const { port } = first.address() as AddressInfo
  await listen('::1', port).then(
    (server) => servers.push(server),
    () => {
      // No IPv6 loopback on this machine: 127.0.0.1 is then the only address `localhost` resolves to.
    },
  )

  return {
    /** The API host to configure (SANITY_API_HOST). */
    apiHost: `${options.tls ? 'https' : 'http'}://localhost:${port}`,
    port,
    requests,
    document: (id: string) => documents.get(id),
    /** Sets the index lag and the webhook (as `POST /v1/stand-in/consistency` does). */
    configure: changes.configure,
    /** The webhook's calls so far. */
    webhookDeliveries: changes.deliveries,
    /** Makes every following request fail with this status (`null`: answer again). */
    failWith(status: number | null) {
      failure = status
    },
    close: () => {
      const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))
      for (const socket of sockets) socket.destroy()
      return Promise.all(closed).then(() => undefined)
    },
  }
}

export type ContentLake = Awaited<ReturnType<typeof startContentLake>>
