'use client'

import { createContext, useContext } from 'react'
import type { ErrorPageWords } from '@/lib/site/errorPageWords'

/**
 * The error page's words for the error boundaries, which are client components and cannot read content themselves:
 * the site layout provides the published words (app/(site)/layout.tsx). Null where no layout rendered
 * (app/global-error.tsx). On every page, so it holds nothing but the context.
 */
const ErrorPageWordsContext = createContext<ErrorPageWords | null>(null)

export function ErrorPageWordsProvider({ words, children }: { words: ErrorPageWords; children: React.ReactNode }) {
  return <ErrorPageWordsContext value={words}>{children}</ErrorPageWordsContext>
}

export const usePublishedErrorPageWords = () => useContext(ErrorPageWordsContext)
