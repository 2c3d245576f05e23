import { navigation } from './navigation'
import { notFoundPage } from './notFoundPage'
import { siteSettings } from './siteSettings'

export const siteTypes = [siteSettings, navigation, notFoundPage]
