import { accountPage } from './accountPage'
import { accountSecurity } from './accountSecurity'
import { authPage } from './authPage'
import { contactPage } from './contactPage'
import { paymentSuccessPage } from './paymentSuccessPage'

export const accountTypes = [contactPage, paymentSuccessPage, authPage, accountPage, accountSecurity]
