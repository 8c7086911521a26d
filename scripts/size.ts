// `npm run size [--check]`: the JS and CSS each route loads before it renders, against its budget (docs/decisions/034).
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type BuildStats, buildStatsFile, type ChunkStats } from '../apps/web/build-plugins/route-pages'

const root = decodeURIComponent(new URL('..', import.meta.url).pathname)
const webRoot = join(root, 'apps/web')
const webDist = join(webRoot, 'dist')
const KB = 1024

/** Gzip KB of JS+CSS (docs/decisions/048); a route over its target is held to its measured size until it meets it. */
export const TARGET_KB = { login: 110, dashboard: 130, other: 150 } as const

export interface RouteBudget {
  path: string
  budgetKb: number
  targetKb: number
}

const route = (path: string, budgetKb: number, targetKb: number): RouteBudget => ({ path, budgetKb, targetKb })

/** Every route of apps/web/src/app/router.tsx (docs/product.md#routes). */
export const ROUTE_BUDGETS: RouteBudget[] = [
  route('/login', TARGET_KB.login, TARGET_KB.login),
  route('/dashboard', TARGET_KB.dashboard, TARGET_KB.dashboard),
  route('/register', TARGET_KB.other, TARGET_KB.other),
  route('/forgot-password', TARGET_KB.other, TARGET_KB.other),
  route('/reset-password', TARGET_KB.other, TARGET_KB.other),
  route('/auth/callback', TARGET_KB.other, TARGET_KB.other),
  route('/privacy', TARGET_KB.other, TARGET_KB.other),
  route('/profile', TARGET_KB.other, TARGET_KB.other),
  route('/account', TARGET_KB.other, TARGET_KB.other),
  route('/history', TARGET_KB.other, TARGET_KB.other),
  route('/favourites', TARGET_KB.other, TARGET_KB.other),
  route('/staff', TARGET_KB.other, TARGET_KB.other),
]

export interface Contributor {
  id: string
  /** Estimated: the chunk's gzip size split by the modules' rendered lengths. */
  gzip: number
}

export interface RouteSize {
  path: string
  budgetKb: number
  targetKb: number
  files: string[]
  raw: number
  gzip: number
  brotli: number
  biggest: Contributor[]
  /** Modules of a library's development build among the route's files (React's, React Router's). */
  developmentBuilds: string[]
  packages: string[]
}

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/

const DEVELOPMENT_BUILD = /\.development\.js$|[\\/]dist[\\/]development[\\/]/

function readBuild(outDir: string): { chunks: Map<string, ChunkStats>; routes: BuildStats['routes'] } {
  const file = buildStatsFile(outDir)
  if (!existsSync(file) || !existsSync(join(outDir, 'index.html'))) {
    throw new Error(
      `no web build in ${relative(root, outDir)} with its ${relative(root, file)}: run npm run build first`,
    )
  }
  const stats = JSON.parse(readFileSync(file, 'utf8')) as BuildStats
  const chunks = new Map(stats.chunks.map((c) => [c.fileName, c]))
  const absent = [...chunks.keys()].filter((name) => !existsSync(join(outDir, name)))
  if (absent.length > 0)
    throw new Error(`${relative(root, file)} names ${absent.join(', ')}, not in the build: build again`)
  return { chunks, routes: stats.routes }
}

interface FileSize {
  raw: number
  gzip: number
  brotli: number
}

function measureFile(path: string): FileSize {
  const bytes = readFileSync(path)
  return {
    raw: bytes.length,
    // The levels scripts/precompress.mjs writes, so the figures are the bytes the server sends.
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** A chunk's modules, each with its share of the chunk's gzip size (rendered lengths are pre-minification). */
function contributors(chunk: ChunkStats | undefined, file: string, gzip: number): Contributor[] {
  if (!chunk) return [{ id: `${file} (CSS)`, gzip }]
  const total = Object.values(chunk.modules).reduce((sum, length) => sum + length, 0)
  return Object.entries(chunk.modules).map(([id, length]) => ({
    id: relative(root, id.replace(/^\0/, '')),
    gzip: total === 0 ? 0 : (gzip * length) / total,
  }))
}

export function measureRoutes(routes: RouteBudget[] = ROUTE_BUDGETS, outDir = webDist): RouteSize[] {
  const { chunks, routes: filesOf } = readBuild(outDir)
  const fileSizes = new Map<string, FileSize>()
  const sizeOf = (file: string) => {
    const known = fileSizes.get(file)
    if (known) return known
    const size = measureFile(join(outDir, file))
    fileSizes.set(file, size)
    return size
  }
  return routes.map((route) => {
    const files = filesOf[route.path]
    if (!files)
      throw new Error(`the build wrote no page for ${route.path}: add it to apps/web/src/app/route-modules.ts`)
    const size: RouteSize = {
      path: route.path,
      budgetKb: route.budgetKb,
      targetKb: route.targetKb,
      files,
      raw: 0,
      gzip: 0,
      brotli: 0,
      biggest: [],
      developmentBuilds: [],
      packages: [],
    }
    const packages = new Set<string>()
    const all: Contributor[] = []
    for (const file of files) {
      const { raw, gzip, brotli } = sizeOf(file)
      size.raw += raw
      size.gzip += gzip
      size.brotli += brotli
      all.push(...contributors(chunks.get(file), file, gzip))
      const modules = Object.keys(chunks.get(file)?.modules ?? {})
      for (const id of modules) {
        const name = PACKAGE.exec(id)?.[1]
        if (name) packages.add(name.replace('\\', '/'))
      }
      size.developmentBuilds.push(...modules.filter((id) => DEVELOPMENT_BUILD.test(id)).map((id) => relative(root, id)))
    }
    size.biggest = all.sort((a, b) => b.gzip - a.gzip).slice(0, 12)
    size.packages = [...packages].sort()
    return size
  })
}

export const isOverBudget = (size: RouteSize) => size.gzip > size.budgetKb * KB

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

export function formatSizes(sizes: RouteSize[]): string {
  const width = Math.max(...sizes.map((s) => s.path.length), 'route'.length) + 2
  const lines = [`${'route'.padEnd(width)}raw         gzip        brotli      budget (gzip)  target`]
  for (const s of sizes) {
    const verdict = isOverBudget(s) ? 'OVER' : 'ok'
    const target = s.gzip > s.targetKb * KB ? 'not met' : 'met'
    lines.push(
      `${s.path.padEnd(width)}${kb(s.raw).padEnd(12)}${kb(s.gzip).padEnd(12)}${kb(s.brotli).padEnd(12)}${`${s.budgetKb} KB ${verdict}`.padEnd(15)}${s.targetKb} KB ${target}`,
    )
  }
  for (const s of sizes.filter(isOverBudget)) {
    lines.push('', `${s.path} is over its budget by ${kb(s.gzip - s.budgetKb * KB)}; its biggest parts (≈ gzip):`)
    for (const part of s.biggest) lines.push(`  ${kb(part.gzip).padStart(10)}  ${part.id}`)
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measureRoutes()
  console.log(formatSizes(sizes))
  if (process.argv.includes('--check') && sizes.some(isOverBudget)) process.exit(1)
}
