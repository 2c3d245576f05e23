import type { AuthPageQueryResult } from '@/sanity/types'
import type { AuthFormControls } from './useAuthForm'

/**
 * What the form and its steps share, apart from both: AuthForm picks a step, the steps (CredentialsStep, CodeStep,
 * SecondFactorStep) draw one, and none of them imports another's module for a type.
 */
export type AuthFormContent = Omit<NonNullable<AuthPageQueryResult>, 'seo' | 'heading' | 'purchaseReason'>

/** What every step is given: the form's state and actions, the page's words, and the prefix of its element ids. */
export type AuthStepProps = { form: AuthFormControls; content: AuthFormContent; ids: string }
