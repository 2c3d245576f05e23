import 'server-only'
import { auth } from '@clerk/nextjs/server'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { readTextWithin } from '@/lib/http/readTextWithin'
import { seeOther } from '@/lib/http/seeOther'
import { logValue } from '@/lib/log/requestValue'
import { ACCOUNT_PATH } from '@/lib/site/routes'
import { signOutSessions } from './sessions'

const MAX_BODY_BYTES = 512
const SESSION_ID = /^sess_[A-Za-z0-9_]{1,100}$/

/**
 * POST /api/account/sessions: signs out other browsers of the signed-in user, as a plain form POST from /account (no
 * JavaScript needed): `session=<id>` for one, `others=all` for every one but this. Only the user's own sessions are
 * ended, never the current one. Answers 303 back to /account, whose list then shows what is left; the page's script,
 * which sends the form itself so that it can answer Clerk's re-verification, asks for JSON and gets
 * `{ signedOut: <how many> }`. Only after a recent verification: otherwise Clerk's 403 reverification answer.
 */
export async function answerSessionsRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, { logName: '[account] sessions', reverify: true })
  if (read.response) return read.response
  const { userId } = read
  const text = await readTextWithin(request, MAX_BODY_BYTES)
  if (text === null) return jsonError(413, 'Request body too large.')
  const form = new URLSearchParams(text)
  const sessionId = form.get('session')
  const which =
    form.get('others') === 'all' ? 'all-others' : sessionId && SESSION_ID.test(sessionId) ? { sessionId } : null
  if (!which) return jsonError(400, 'Send session=<session id>, or others=all.')
  const { sessionId: current } = await auth()
  let ended: number
  try {
    ended = await signOutSessions(userId, current, which)
    if (ended === 0 && which !== 'all-others') return jsonError(404, 'No such session of yours to sign out.')
  } catch (error) {
    console.error(`[account] signing out sessions of ${logValue(userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The sessions could not be signed out right now.')
  }
  return wantsJson(request) ? jsonResponse(200, { signedOut: ended }) : seeOther(ACCOUNT_PATH)
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')
