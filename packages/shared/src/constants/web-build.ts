/** Written by apps/web/build-plugins/route-pages.ts; the server sends each route its page. */
export const ROUTE_PAGES_MANIFEST = 'route-pages.json'

/** The server checks a page's file against it before serving it. */
export const ROUTE_PAGE_FILE = /^pages\/[a-z0-9-]+\.html$/
