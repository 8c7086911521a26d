/**
 * The web build's manifest of per-route pages: `{ "/login": "pages/login.html", … }`, each a copy
 * of index.html that also names the route's own chunks so they download with the entry. The web
 * build writes it (apps/web/build-plugins/route-pages.ts); the server sends a route its page.
 */
export const ROUTE_PAGES_MANIFEST = 'route-pages.json'

/** The shape of a route page's file in the manifest, which the server checks before serving it. */
export const ROUTE_PAGE_FILE = /^pages\/[a-z0-9-]+\.html$/
