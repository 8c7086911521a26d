// `npm run size`: builds the web app into a scratch folder and prints, for each entry route, the
// JavaScript and CSS the route needs before it can render (index.html's entry chunk, its static
// imports, and the chunks holding the route's own modules with their static imports), raw, gzip and
// brotli. With `--check` it exits 1 when a route is over its budget, naming the biggest modules.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'

const root = new URL('..', import.meta.url).pathname
const webRoot = join(root, 'apps/web')
const KB = 1024

/** A route and the source modules it renders (a lazy route's modules live in their own chunks). */
export interface RouteBudget {
  path: string
  modules: string[]
  budgetKb: number
}

/** The entry routes (ARCHITECTURE: 80 KB gzip for sign-in and the dashboard, 120 KB elsewhere). */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { path: '/login', modules: ['src/app/routes/auth-pages.tsx'], budgetKb: 80 },
  { path: '/dashboard', modules: ['src/app/routes/dashboard.tsx'], budgetKb: 80 },
]

interface ChunkInfo {
  fileName: string
  imports: string[]
  css: string[]
  modules: Record<string, number>
}

export interface RouteSize {
  path: string
  budgetKb: number
  files: string[]
  raw: number
  gzip: number
  brotli: number
  biggestModules: { id: string; bytes: number }[]
}

/** Collects each chunk's static imports, CSS and rendered module lengths as the bundle is written. */
function chunkCollector(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'campusplate-size',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength
        const css = [...(output.viteMetadata?.importedCss ?? [])]
        chunks.set(output.fileName, { fileName: output.fileName, imports: output.imports, css, modules })
      }
    },
  }
}

function closure(start: string[], chunks: Map<string, ChunkInfo>): Set<string> {
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

/** Builds the app and measures every route of `routes`. */
export async function measureRoutes(routes: RouteBudget[] = ROUTE_BUDGETS): Promise<RouteSize[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'campusplate-size-'))
  const chunks = new Map<string, ChunkInfo>()
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [chunkCollector(chunks)],
    })
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string)
    return routes.map((route) => {
      const moduleIds = route.modules.map((m) => join(webRoot, m))
      const routeChunks = [...chunks.values()]
        .filter((chunk) => moduleIds.some((id) => id in chunk.modules))
        .map((chunk) => chunk.fileName)
      const missing = moduleIds.filter((id) => ![...chunks.values()].some((chunk) => id in chunk.modules))
      if (missing.length > 0) throw new Error(`${route.path}: no chunk holds ${missing.join(', ')}`)
      const files = [...closure([...entryFiles, ...routeChunks], chunks)].sort()
      let raw = 0
      let gzip = 0
      let brotli = 0
      const moduleBytes = new Map<string, number>()
      for (const file of files) {
        const bytes = readFileSync(join(outDir, file))
        raw += bytes.length
        gzip += gzipSync(bytes, { level: 9 }).length
        brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
        for (const [id, length] of Object.entries(chunks.get(file)?.modules ?? {})) {
          moduleBytes.set(id, (moduleBytes.get(id) ?? 0) + length)
        }
      }
      const biggestModules = [...moduleBytes.entries()]
        .map(([id, bytes]) => ({ id: relative(root, id.replace(/^\0/, '')), bytes }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 10)
      return { path: route.path, budgetKb: route.budgetKb, files, raw, gzip, brotli, biggestModules }
    })
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

export function formatSizes(sizes: RouteSize[]): string {
  const lines = ['route        raw         gzip        brotli      budget (gzip)']
  for (const s of sizes) {
    const verdict = s.gzip > s.budgetKb * KB ? 'OVER' : 'ok'
    lines.push(
      `${s.path.padEnd(12)} ${kb(s.raw).padEnd(11)} ${kb(s.gzip).padEnd(11)} ${kb(s.brotli).padEnd(11)} ${s.budgetKb} KB ${verdict}`,
    )
  }
  for (const s of sizes.filter((size) => size.gzip > size.budgetKb * KB)) {
    lines.push('', `${s.path} is over its budget; its biggest modules (rendered bytes, before compression):`)
    for (const m of s.biggestModules) lines.push(`  ${kb(m.bytes).padStart(10)}  ${m.id}`)
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await measureRoutes()
  console.log(formatSizes(sizes))
  if (process.argv.includes('--check') && sizes.some((s) => s.gzip > s.budgetKb * KB)) process.exit(1)
}
