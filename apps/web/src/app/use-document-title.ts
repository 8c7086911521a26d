import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'

/** What a route declares about itself in the route table (`handle`). */
export interface RouteHandle {
  /** The page's name in the browser tab and in the announcement of a route change. */
  title: string
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
}

/** The title of the deepest matched route that declares one. */
function usePageTitle(): string | undefined {
  const matches = useMatches()
  return matches.map((match) => match.handle).findLast(isRouteHandle)?.title
}

/** 'Sign In – CampusPlate': the page, then the configured product title. */
function documentTitleOf(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} – ${appTitle}` : appTitle
}

/** Keeps the browser tab title in step with the route and the configured product title. */
export function useDocumentTitle(): string | undefined {
  const pageTitle = usePageTitle()
  const appTitle = useAppConfig().data?.app_title ?? DEFAULT_APP_TITLE
  const title = documentTitleOf(pageTitle, appTitle)
  // External sync: the document's title.
  useEffect(() => {
    document.title = title
  }, [title])
  return pageTitle
}
