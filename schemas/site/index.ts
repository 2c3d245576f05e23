import { navigation } from './navigation'
import { notFoundPage } from './notFoundPage'
import { redirect } from './redirect'
import { siteSettings } from './siteSettings'

export const siteTypes = [siteSettings, navigation, notFoundPage, redirect]
