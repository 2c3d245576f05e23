import { experiment } from './experiment'
import { experimentField, experimentSectionKey } from './targetKeys'

export const experimentsTypes = [experimentSectionKey, experimentField, experiment]
