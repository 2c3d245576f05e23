import { legalPage } from './legalPage'

export const legalTypes = [legalPage]
