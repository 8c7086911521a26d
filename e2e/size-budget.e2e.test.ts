import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../apps/web/src/app/route-modules'
import { paths } from '../apps/web/src/config/paths'
import { formatSizes, isOverBudget, measureRoutes, ROUTE_BUDGETS, type RouteSize } from '../scripts/size'

// The JavaScript and CSS each entry route needs before it renders stays within its gzip budget
// (decision 048). The production build `npm run test:e2e` made, measured per route (scripts/size.ts).

const KB = 1024

describe('route size budget', () => {
  it('covers every route of the app', () => {
    const routePaths = Object.values(paths)
      .map((route) => route.path)
      .filter((path) => path !== paths.home.path)
    expect(ROUTE_BUDGETS.map((route) => route.path).sort()).toEqual(routePaths.sort())
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(routePaths.sort())
  })

  it('keeps each route within its gzip budget of JS and CSS, naming the biggest parts of one that is over', () => {
    const sizes = measureRoutes()
    console.log(formatSizes(sizes))
    const over = sizes.filter(isOverBudget).map((size) => size.path)
    expect(over, formatSizes(sizes)).toEqual([])
    // Production builds only: React's and React Router's development builds are several times larger.
    expect(sizes.flatMap((size) => size.developmentBuilds)).toEqual([])
    // React DOM renders every route, and no other renderer is in the build (decision 048).
    for (const size of sizes) expect(size.packages, size.path).toContain('react-dom')
    expect(sizes.flatMap((size) => size.packages).filter((name) => /preact/.test(name))).toEqual([])
    // The router and the layout are shared, each page's own code is not: sign-in never carries the dashboard.
    const login = sizes.find((size) => size.path === paths.login.path) as RouteSize
    const dashboard = sizes.find((size) => size.path === paths.dashboard.path) as RouteSize
    expect(login.files.filter((file) => /dashboard|app-layout|charts/.test(file))).toEqual([])
    expect(dashboard.files.filter((file) => /charts|history|profile|account/.test(file))).toEqual([])
  })
})

describe('the size report', () => {
  const size = (path: string, gzipKb: number): RouteSize => ({
    path,
    budgetKb: 80,
    targetKb: 80,
    files: ['assets/index.js'],
    raw: gzipKb * 3 * KB,
    gzip: gzipKb * KB,
    brotli: gzipKb * 0.9 * KB,
    biggest: [
      { id: 'node_modules/react-dom/cjs/react-dom-client.production.js', gzip: 64 * KB },
      { id: 'assets/index.css (CSS)', gzip: 6 * KB },
    ],
    developmentBuilds: [],
    packages: ['react', 'react-dom'],
  })

  it('lists the biggest parts of a route over its budget, and only of that one', () => {
    const report = formatSizes([size('/login', 90), size('/dashboard', 70)])
    expect(report).toMatch(/^\/login\s+270\.0 KB\s+90\.0 KB\s+81\.0 KB\s+80 KB OVER\s+80 KB not met$/m)
    expect(report).toMatch(/^\/dashboard\s+210\.0 KB\s+70\.0 KB\s+63\.0 KB\s+80 KB ok\s+80 KB met$/m)
    expect(report).toContain('/login is over its budget by 10.0 KB')
    expect(report).toMatch(/64\.0 KB {2}node_modules\/react-dom\/cjs\/react-dom-client\.production\.js/)
    expect(report).not.toContain('/dashboard is over')
  })
})
