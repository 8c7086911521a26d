import { createContext, useContext, useEffect } from 'react'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'

/** The deepest matched route's page name, for the tab title and the route-change announcement. */
export const PageTitleContext = createContext<string | undefined>(undefined)

function documentTitleOf(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} – ${appTitle}` : appTitle
}

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
