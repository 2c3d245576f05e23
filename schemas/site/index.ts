import { errorPage } from './errorPage'
import { navigation } from './navigation'
import { notFoundPage } from './notFoundPage'
import { redirect } from './redirect'
import { searchPage } from './searchPage'
import { siteSettings } from './siteSettings'

export const siteTypes = [siteSettings, navigation, notFoundPage, errorPage, searchPage, redirect]
