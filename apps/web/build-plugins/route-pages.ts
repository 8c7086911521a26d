import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
// By path, not by package name: Vite loads its config with workspace packages left to Node, which
// does not run the shared package's TypeScript.
import { ROUTE_PAGES_MANIFEST } from '../../../packages/shared/src/constants/web-build'
import { ROUTE_MODULES } from '../src/app/route-modules'

/** What the graph walk needs of a built chunk. */
export interface BuiltChunk {
  fileName: string
  /** Static imports: chunks that must be there before this one runs. */
  imports: readonly string[]
  /** CSS files the chunk's modules import. */
  css: readonly string[]
  /** Absolute ids of the source modules in the chunk. */
  moduleIds: readonly string[]
}

/** What the graph walk needs of a chunk the bundler wrote. */
export function builtChunkOf(output: Rolldown.OutputChunk): BuiltChunk {
  return {
    fileName: output.fileName,
    imports: output.imports,
    css: [...(output.viteMetadata?.importedCss ?? [])],
    moduleIds: Object.keys(output.modules),
  }
}

/** The files `start` needs before it runs: itself, its static imports (transitively) and their CSS. */
export function staticClosure(start: readonly string[], chunks: ReadonlyMap<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const chunk = chunks.get(file)
    if (!chunk) continue
    for (const css of chunk.css) seen.add(css)
    queue.push(...chunk.imports)
  }
  return seen
}

/** The chunks holding the modules of `path`'s lazy screen (`ROUTE_MODULES`), by file name. */
export function routeChunks(path: string, webRoot: string, chunks: ReadonlyMap<string, BuiltChunk>): string[] {
  const ids = (ROUTE_MODULES[path] ?? []).map((module) => join(webRoot, module))
  const missing = ids.filter((id) => ![...chunks.values()].some((chunk) => chunk.moduleIds.includes(id)))
  if (missing.length > 0) throw new Error(`${path}: no chunk holds ${missing.join(', ')}`)
  return [...chunks.values()].filter((chunk) => ids.some((id) => chunk.moduleIds.includes(id))).map((c) => c.fileName)
}

/** The scripts and styles index.html loads (the entry), as paths under the build folder. */
export function entryFilesOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string)
}

/** A built chunk with each source module's rendered length, as scripts/size.ts reads it. */
export interface ChunkStats extends BuiltChunk {
  modules: Record<string, number>
}

/**
 * Where a build's chunk graph is written: beside its folder, not in it, so the server never serves
 * it (`apps/web/dist` → `apps/web/dist.stats.json`).
 */
export const buildStatsFile = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.stats.json`)

/** The file of the page written for `path`: '/auth/callback' → 'pages/auth-callback.html'. */
const routePageFile = (path: string) => `pages/${path.slice(1).replaceAll('/', '-')}.html`

/**
 * index.html makes the browser fetch the entry; only once the entry runs does the router ask for
 * the screen's chunks, one network round trip later. For each route this writes a copy of
 * index.html that also names the screen's chunks (`<link rel="modulepreload">`), so they download
 * alongside the entry; the server sends it for that route (apps/server/src/plugins/web.ts).
 * Markup only: the CSP allows no inline script.
 */
export function routePages(webRoot: string): Plugin {
  return {
    name: 'campusplate:route-pages',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir as string
      const chunks = new Map<string, BuiltChunk>()
      const stats: ChunkStats[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.set(output.fileName, builtChunkOf(output))
        const modules = Object.fromEntries(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength]))
        stats.push({ ...builtChunkOf(output), modules })
      }
      // The size check measures this build from it rather than building again (decision 049).
      writeFileSync(buildStatsFile(outDir), `${JSON.stringify(stats)}\n`)
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      const inEntry = staticClosure(entryFilesOf(html), chunks)
      const manifest: Record<string, string> = {}
      mkdirSync(join(outDir, 'pages'), { recursive: true })
      for (const path of Object.keys(ROUTE_MODULES)) {
        const files = [...staticClosure(routeChunks(path, webRoot, chunks), chunks)].filter(
          (file) => !inEntry.has(file),
        )
        const links = files
          .sort()
          .map((file) =>
            file.endsWith('.css')
              ? `  <link rel="stylesheet" crossorigin href="/${file}">\n`
              : `  <link rel="modulepreload" crossorigin href="/${file}">\n`,
          )
          .join('')
        const page = routePageFile(path)
        writeFileSync(join(outDir, page), html.replace('</head>', `${links}</head>`))
        manifest[path] = page
      }
      writeFileSync(join(outDir, ROUTE_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}
