import { accountPage } from './accountPage'
import { authPage } from './authPage'
import { contactPage } from './contactPage'
import { paymentSuccessPage } from './paymentSuccessPage'

export const accountTypes = [contactPage, paymentSuccessPage, authPage, accountPage]
