import type { Reverification, TwoStepClient, TwoStepResult } from '@/lib/account/twoStep'
import { newTotpSecret, totpMatches, totpUri } from './totp'

const incorrect = { ok: false as const, message: 'Incorrect code' }

/**
 * An account's two-step verification as the identity provider keeps it, behind the `TwoStepClient` interface:
 * a real TOTP secret (codes checked with RFC 6238, so a test types what an app would show), single-use backup
 * codes, and re-verification: while `verifiedRecently` is false, every change first asks for the password.
 * Components read it through `snapshot()` (with `subscribe`, for useSyncExternalStore).
 */
export class StandInTwoStepAccount {
  password = 'correct horse battery'
  secret: string | null = null
  pendingSecret: string | null = null
  backupCodes: string[] = []
  verifiedRecently = true
  availability: TwoStepClient['availability'] = 'ready'
  readonly calls: string[] = []
  private reverification: Reverification | null = null
  private listeners = new Set<() => void>()
  private current: TwoStepClient = this.build()

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  snapshot = () => this.current

  /** Changes something outside a call (availability, say) and tells the components. */
  update(change: (account: this) => void) {
    change(this)
    this.changed()
  }

  private changed() {
    this.current = this.build()
    for (const listener of this.listeners) listener()
  }

  private build(): TwoStepClient {
    return {
      availability: this.availability,
      status: { authenticator: this.secret !== null, backupCodes: this.backupCodes.length > 0 },
      reverification: this.reverification,
      startAuthenticator: () =>
        this.sensitive('createTOTP', () => {
          this.pendingSecret = newTotpSecret()
          return {
            ok: true,
            value: { secret: this.pendingSecret, uri: totpUri(this.pendingSecret, 'ada@example.com', 'Persistly') },
          }
        }),
      confirmAuthenticator: (code) =>
        this.sensitive('verifyTOTP', () => {
          if (!this.pendingSecret || !totpMatches(this.pendingSecret, code)) return incorrect
          this.secret = this.pendingSecret
          this.pendingSecret = null
          this.backupCodes = this.newCodes()
          return { ok: true, value: { backupCodes: [...this.backupCodes] } }
        }),
      newBackupCodes: () =>
        this.sensitive('createBackupCode', () => {
          this.backupCodes = this.newCodes()
          return { ok: true, value: [...this.backupCodes] }
        }),
      turnOff: () =>
        this.sensitive('disableTOTP', () => {
          this.secret = null
          this.backupCodes = []
          return { ok: true, value: undefined }
        }),
    }
  }

  private newCodes() {
    return Array.from({ length: 10 }, () => Math.random().toString(36).slice(2, 10).padEnd(8, '0'))
  }

  /** Runs a change, first asking for the password when the session was not verified recently (as Clerk does). */
  private async sensitive<T>(name: string, change: () => TwoStepResult<T>): Promise<TwoStepResult<T>> {
    if (!this.verifiedRecently) {
      const confirmed = await new Promise<boolean>((resolve) => {
        this.reverification = {
          step: 'password',
          submit: async (password) => {
            if (password !== this.password)
              return { ok: false, message: 'Password is incorrect. Try again, or use another method.' }
            this.verifiedRecently = true
            this.reverification = null
            resolve(true)
            return { ok: true, value: undefined }
          },
          cancel: () => {
            this.reverification = null
            this.changed()
            resolve(false)
          },
        }
        this.changed()
      })
      if (!confirmed) return { ok: false, cancelled: true }
    }
    this.calls.push(name)
    const answer = change()
    this.changed()
    return answer
  }
}
