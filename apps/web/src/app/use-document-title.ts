import { createContext, useContext, useEffect } from 'react'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'

/**
 * The page's name of the route being shown (the deepest matched route that declares one), in the
 * browser tab and in the announcement of a route change. Provided by `AppRoutes`.
 */
export const PageTitleContext = createContext<string | undefined>(undefined)

/** 'Sign In – CampusPlate': the page, then the configured product title. */
function documentTitleOf(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} – ${appTitle}` : appTitle
}

/** Keeps the browser tab title in step with the route and the configured product title. */
export function useDocumentTitle(): string | undefined {
  const pageTitle = useContext(PageTitleContext)
  const appTitle = useAppConfig().data?.app_title ?? DEFAULT_APP_TITLE
  const title = documentTitleOf(pageTitle, appTitle)
  // External sync: the document's title.
  useEffect(() => {
    document.title = title
  }, [title])
  return pageTitle
}
