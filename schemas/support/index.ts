import { supportPage } from './supportPage'

export const supportTypes = [supportPage]
