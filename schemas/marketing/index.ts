import { faq } from './faq'
import { feature } from './feature'
import { featuresPage } from './featuresPage'
import { homePage } from './homePage'

export const marketingTypes = [homePage, featuresPage, feature, faq]
