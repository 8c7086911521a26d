/**
 * A page per route that names its screen's chunks (decision 045). index.html makes the browser fetch
 * the entry, and only once the entry runs does the router ask for the screen's chunks, a network
 * round trip later. For each route of src/app/route-modules.ts this writes a copy of index.html that
 * also names the files of the route's lazy modules (`<link rel="modulepreload">`), read from Vite's
 * own build manifest, so they download alongside the entry; the server sends it for that route
 * (apps/server/src/plugins/web.ts). Markup only: the CSP allows no inline script. The build stops
 * when router.tsx lazy-loads a screen that no route names, or a route names a module that is not one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Manifest, Plugin } from 'vite'
// By path, not by package name: Vite loads its config with workspace packages left to Node, which
// does not run the shared package's TypeScript.
import { ROUTE_PAGES_MANIFEST } from '../../../packages/shared/src/constants/web-build'
import { ROUTE_MODULES } from '../src/app/route-modules'

/** Where Vite writes its build manifest (`build.manifest: true`) in the build folder. */
export const VITE_MANIFEST = '.vite/manifest.json'

/** The manifest's key of the entry, index.html. */
const ENTRY = 'index.html'

/** The screens router.tsx loads lazily, as the manifest names them. */
const SCREEN_MODULE = /^src\/app\/(routes|layout)\//

/** A built chunk with each source module's rendered length, as scripts/size.ts reads it. */
export interface ChunkStats {
  fileName: string
  modules: Record<string, number>
}

/** What the build tells scripts/size.ts: its chunks, and the files each route's page loads before it renders. */
export interface BuildStats {
  chunks: ChunkStats[]
  routes: Record<string, string[]>
}

/**
 * Where a build's stats are written: beside its folder, not in it, so the server never serves them
 * (`apps/web/dist` → `apps/web/dist.stats.json`).
 */
export const buildStatsFile = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.stats.json`)

/** The files the manifest entries `keys` need before they run: their own, their static imports' (transitively) and their CSS. */
export function filesBefore(keys: readonly string[], manifest: Manifest): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const queue = [...keys]
  while (queue.length > 0) {
    const key = queue.pop() as string
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the build manifest has no ${key}`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    queue.push(...(chunk.imports ?? []))
  }
  return files
}

/** Each route's lazy modules, checked against the screens the entry (router.tsx) loads lazily. */
export function routeModulesIn(manifest: Manifest, routeModules = ROUTE_MODULES): Record<string, readonly string[]> {
  const named = new Set(Object.values(routeModules).flat())
  const lazyScreens = (manifest[ENTRY]?.dynamicImports ?? []).filter((key) => SCREEN_MODULE.test(key))
  const unnamed = lazyScreens.filter((key) => !named.has(key))
  if (unnamed.length > 0)
    throw new Error(`router.tsx loads ${unnamed.join(', ')}, which no route of route-modules.ts names`)
  const notScreens = [...named].filter((key) => !lazyScreens.includes(key))
  if (notScreens.length > 0)
    throw new Error(`route-modules.ts names ${notScreens.join(', ')}, which router.tsx does not load lazily`)
  return routeModules
}

/** For each route, the files its page loads before it renders: the entry's, then its screen's. */
export function routeFiles(
  manifest: Manifest,
  routeModules = ROUTE_MODULES,
): Record<string, { entry: string[]; screen: string[] }> {
  const entry = filesBefore([ENTRY], manifest)
  return Object.fromEntries(
    Object.entries(routeModulesIn(manifest, routeModules)).map(([path, modules]) => [
      path,
      {
        entry: [...entry].sort(),
        screen: [...filesBefore(modules, manifest)].filter((file) => !entry.has(file)).sort(),
      },
    ]),
  )
}

/** The file of the page written for `path`: '/auth/callback' → 'pages/auth-callback.html'. */
const routePageFile = (path: string) => `pages/${path.slice(1).replaceAll('/', '-')}.html`

export function routePages(): Plugin {
  return {
    name: 'campusplate:route-pages',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir as string
      const manifestAsset = bundle[VITE_MANIFEST]
      if (manifestAsset?.type !== 'asset') throw new Error(`no ${VITE_MANIFEST}: the build needs build.manifest`)
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest
      // Read here only: the server never serves it.
      rmSync(join(outDir, dirname(VITE_MANIFEST)), { recursive: true, force: true })
      const html = readFileSync(join(outDir, ENTRY), 'utf8')
      const files = routeFiles(manifest)
      const pages: Record<string, string> = {}
      mkdirSync(join(outDir, 'pages'), { recursive: true })
      for (const [path, { screen }] of Object.entries(files)) {
        const links = screen
          .map((file) =>
            file.endsWith('.css')
              ? `  <link rel="stylesheet" crossorigin href="/${file}">\n`
              : `  <link rel="modulepreload" crossorigin href="/${file}">\n`,
          )
          .join('')
        pages[path] = routePageFile(path)
        writeFileSync(join(outDir, pages[path]), html.replace('</head>', `${links}</head>`))
      }
      writeFileSync(join(outDir, ROUTE_PAGES_MANIFEST), `${JSON.stringify(pages, null, 2)}\n`)
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                modules: Object.fromEntries(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength])),
              },
            ]
          : [],
      )
      const routes = Object.fromEntries(
        Object.entries(files).map(([path, { entry, screen }]) => [path, [...entry, ...screen].sort()]),
      )
      // The size check measures this build from it rather than building again (decision 049).
      writeFileSync(buildStatsFile(outDir), `${JSON.stringify({ chunks, routes } satisfies BuildStats)}\n`)
    },
  }
}
