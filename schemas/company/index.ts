import { aboutPage } from './aboutPage'
import { careersPage } from './careersPage'
import { job } from './job'

export const companyTypes = [aboutPage, careersPage, job]
