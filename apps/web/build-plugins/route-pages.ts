// A page per route preloading its screen's chunks, so they download beside the entry, not a round trip later (decision 045);
// a prerendered page holds them until it has painted (071), a signed-in screen's also asks for the profile (072).
// Markup only (the CSP allows no inline script); the build stops when router.tsx and the route list disagree.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Manifest, Plugin } from 'vite'
// By path: Vite loads its config with workspace packages left to Node, which does not run the shared package's TypeScript.
import { ROUTE_PAGES_MANIFEST } from '../../../packages/shared/src/constants/web-build'
import { PRERENDERED_ROUTES, ROUTE_MODULES, SIGNED_IN_ROUTES } from '../src/app/route-modules'

export const VITE_MANIFEST = '.vite/manifest.json'

const ENTRY = 'index.html'

/** Built beside the entry (vite.config.ts): a prerendered page's only script until it has painted. */
export const PAINT_FIRST = 'src/paint-first.ts'

/** The screens router.tsx loads lazily, as the manifest names them. */
const SCREEN_MODULE = /^src\/app\/(routes|layout)\//

export interface ChunkStats {
  fileName: string
  modules: Record<string, number>
}

export interface BuildStats {
  chunks: ChunkStats[]
  routes: Record<string, string[]>
}

/** Beside the build folder, not in it, so the server never serves them. */
export const buildStatsFile = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.stats.json`)

/** Their own files, their static imports' (transitively) and their CSS. */
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

const routePageFile = (path: string) => `pages/${path.slice(1).replaceAll('/', '-')}.html`

const STYLESHEET = /\n?[ \t]*<link rel="stylesheet"[^>]*>/

/** The stylesheet first in the head: asked for before the scripts and the config, it paints the page sooner (decision 070). */
export function stylesheetFirst(html: string): string {
  const stylesheet = STYLESHEET.exec(html)?.[0]
  if (!stylesheet) throw new Error('index.html has no stylesheet link')
  return html.replace(stylesheet, '').replace(/(<meta name="viewport"[^>]*>)/, `$1${stylesheet}`)
}

const CONFIG_PRELOAD = /([ \t]*)(<link rel="preload" href="\/api\/app-config"[^>]*>)/

/** A signed-in screen's page asks for the profile beside the config, not once the scripts have run (decision 072). */
export function profileAskedWithPage(html: string): string {
  if (!CONFIG_PRELOAD.test(html)) throw new Error('index.html has no preload of the app configuration')
  return html.replace(
    CONFIG_PRELOAD,
    (_tag, indent: string, config: string) =>
      `${indent}${config}\n${indent}<link rel="preload" href="/api/profile" as="fetch" crossorigin="use-credentials" />`,
  )
}

const SCRIPT_TAGS = /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/** The page's scripts held in a template that `src/paint-first.ts` lets go once the HTML has painted (decision 071). */
export function scriptsAfterPaint(html: string, paintFirstFile: string): string {
  const held = html.match(SCRIPT_TAGS) ?? []
  if (!held.some((tag) => tag.includes('<script'))) throw new Error('the page has no module script to hold')
  const template = `<template id="app-scripts">\n${held.map((tag) => `  ${tag.trim()}\n`).join('')}</template>\n`
  return (
    html
      .replace(SCRIPT_TAGS, '')
      // Low: it runs only once the page has painted, so it must not hold up the stylesheet.
      .replace(
        '</head>',
        `  <script type="module" fetchpriority="low" crossorigin src="/${paintFirstFile}"></script>\n</head>`,
      )
      .replace('</body>', `${template}</body>`)
  )
}

export function routePages(): Plugin {
  return {
    name: 'campusplate:route-pages',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetFirst },
    writeBundle(options, bundle) {
      const outDir = options.dir as string
      const manifestAsset = bundle[VITE_MANIFEST]
      if (manifestAsset?.type !== 'asset') throw new Error(`no ${VITE_MANIFEST}: the build needs build.manifest`)
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest
      // Read here only: the server never serves it.
      rmSync(join(outDir, dirname(VITE_MANIFEST)), { recursive: true, force: true })
      const html = readFileSync(join(outDir, ENTRY), 'utf8')
      const files = routeFiles(manifest)
      const paintFirst = manifest[PAINT_FIRST]?.file
      if (!paintFirst) throw new Error(`the build has no ${PAINT_FIRST}: vite.config.ts builds it beside the entry`)
      const prerendered = new Set(PRERENDERED_ROUTES)
      const signedIn = new Set(SIGNED_IN_ROUTES)
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
        let page = html.replace('</head>', `${links}</head>`)
        if (signedIn.has(path)) page = profileAskedWithPage(page)
        if (prerendered.has(path)) page = scriptsAfterPaint(page, paintFirst)
        writeFileSync(join(outDir, pages[path]), page)
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
        Object.entries(files).map(([path, { entry, screen }]) => [
          path,
          [...entry, ...screen, ...(prerendered.has(path) ? [paintFirst] : [])].sort(),
        ]),
      )
      // The size check measures this build from it rather than building again (decision 049).
      writeFileSync(buildStatsFile(outDir), `${JSON.stringify({ chunks, routes } satisfies BuildStats)}\n`)
    },
  }
}
