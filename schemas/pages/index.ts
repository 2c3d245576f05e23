import { page } from './page'

/** The pages a marketer builds from sections, served at one-segment addresses beside the legal texts. */
export const pageTypes = [page]
