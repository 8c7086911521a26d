import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  filesBefore,
  profileAskedWithPage,
  routeFiles,
  routeModulesIn,
  scriptsAfterPaint,
  stylesheetFirst,
} from './route-pages'

// A build manifest as Vite writes it: an entry, two lazy screens, a layout and shared chunks.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: [
      'src/app/routes/login.tsx',
      'src/app/layout/app-layout.tsx',
      'src/app/routes/dashboard.tsx',
      'src/lib/pwa/register.ts',
    ],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_common-c.js': { file: 'assets/common-c.js', imports: ['_react-b.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login-d.js', isDynamicEntry: true, imports: ['_common-c.js'] },
  'src/app/layout/app-layout.tsx': { file: 'assets/app-layout-e.js', isDynamicEntry: true, imports: ['_common-c.js'] },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-f.js',
    isDynamicEntry: true,
    imports: ['_common-c.js'],
    css: ['assets/dashboard-f.css'],
  },
  'src/lib/pwa/register.ts': { file: 'assets/register-g.js', isDynamicEntry: true },
}

const routes = {
  '/login': ['src/app/routes/login.tsx'],
  '/dashboard': ['src/app/layout/app-layout.tsx', 'src/app/routes/dashboard.tsx'],
}

describe('route pages from the build manifest', () => {
  it('follows static imports and CSS, never dynamic imports', () => {
    expect([...filesBefore(['index.html'], manifest)].sort()).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/react-b.js',
    ])
  })

  it("gives each route the entry's files and its screen's own, without the entry's", () => {
    expect(routeFiles(manifest, routes)).toEqual({
      '/login': {
        entry: ['assets/index-a.css', 'assets/index-a.js', 'assets/react-b.js'],
        screen: ['assets/common-c.js', 'assets/login-d.js'],
      },
      '/dashboard': {
        entry: ['assets/index-a.css', 'assets/index-a.js', 'assets/react-b.js'],
        screen: ['assets/app-layout-e.js', 'assets/common-c.js', 'assets/dashboard-f.css', 'assets/dashboard-f.js'],
      },
    })
  })

  it('stops the build when the router loads a screen no route names', () => {
    expect(() => routeModulesIn(manifest, { '/login': routes['/login'] })).toThrow(
      'router.tsx loads src/app/layout/app-layout.tsx, src/app/routes/dashboard.tsx, which no route of route-modules.ts names',
    )
  })

  it('stops the build when a route names a module the router does not load lazily', () => {
    expect(() => routeModulesIn(manifest, { ...routes, '/privacy': ['src/app/routes/privacy.tsx'] })).toThrow(
      'route-modules.ts names src/app/routes/privacy.tsx, which router.tsx does not load lazily',
    )
    expect(() => filesBefore(['src/app/routes/privacy.tsx'], manifest)).toThrow(
      'the build manifest has no src/app/routes/privacy.tsx',
    )
  })
})

describe('the page head', () => {
  it('asks for the stylesheet before the config and the scripts', () => {
    const html = [
      '<head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width" />',
      '    <link rel="preload" href="/api/app-config" as="fetch" />',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '</head>',
    ].join('\n')
    expect(stylesheetFirst(html)).toBe(
      [
        '<head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width" />',
        '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
        '    <link rel="preload" href="/api/app-config" as="fetch" />',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '</head>',
      ].join('\n'),
    )
  })

  it('holds the scripts of a prerendered page in a template that the paint-first script lets go (decision 071)', () => {
    const html = [
      '<head>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-a.js">',
      '  <link rel="modulepreload" crossorigin href="/assets/login-a.js">',
      '</head>',
      '<body><div id="root"></div>',
      '</body>',
    ].join('\n')
    expect(scriptsAfterPaint(html, 'assets/paint-first-a.js')).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
        '  <script type="module" fetchpriority="low" crossorigin src="/assets/paint-first-a.js"></script>',
        '</head>',
        '<body><div id="root"></div>',
        '<template id="app-scripts">',
        '  <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '  <link rel="modulepreload" crossorigin href="/assets/react-a.js">',
        '  <link rel="modulepreload" crossorigin href="/assets/login-a.js">',
        '</template>',
        '</body>',
      ].join('\n'),
    )
    expect(() => scriptsAfterPaint('<head></head><body></body>', 'assets/paint-first-a.js')).toThrow(
      'the page has no module script to hold',
    )
  })

  it("asks for a signed-in screen's profile beside the config (decision 072)", () => {
    const html = [
      '<head>',
      '    <link rel="preload" href="/api/app-config" as="fetch" crossorigin="use-credentials" />',
      '</head>',
    ].join('\n')
    expect(profileAskedWithPage(html)).toBe(
      [
        '<head>',
        '    <link rel="preload" href="/api/app-config" as="fetch" crossorigin="use-credentials" />',
        '    <link rel="preload" href="/api/profile" as="fetch" crossorigin="use-credentials" />',
        '</head>',
      ].join('\n'),
    )
    expect(() => profileAskedWithPage('<head></head>')).toThrow('index.html has no preload of the app configuration')
  })
})
