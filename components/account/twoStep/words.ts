import type { AccountSecurityQueryResult } from '@/sanity/types'

/** The account security section's words, shared by the two-step section and its parts (none imports another for them). */
export type AccountSecurityWords = NonNullable<AccountSecurityQueryResult>
export type TwoStepWords = AccountSecurityWords['twoStep']
