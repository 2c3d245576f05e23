import { legalPage } from './legalPage'
import { page } from './page'

export const legalTypes = [legalPage, page]
