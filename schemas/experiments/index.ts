import { experiment } from './experiment'

export const experimentsTypes = [experiment]
