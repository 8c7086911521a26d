import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The server's database tests, for the PostgreSQL pass (the `server-pg` project, decision 049): every
 * test file that reaches one of these helpers, directly or through other helpers of `test/`. They
 * are how a test opens a database or reads the outside services of that pass, so a new database
 * test is in the pass without being named anywhere.
 */
export const DATABASE_HELPERS = ['test/test-database.ts', 'test/test-env.ts'] as const

const RELATIVE_IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\s*\(\s*'(\.{1,2}\/[^']+)'\s*\)/g

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  )
}

/** The test files of `serverRoot` (apps/server) that reach a database helper, relative to it and sorted. */
export function databaseTestFiles(serverRoot: string): string[] {
  const helpersDir = join(serverRoot, 'test')
  const helpers = new Set(DATABASE_HELPERS.map((helper) => join(serverRoot, helper)))
  const reaches = new Map<string, boolean>()
  const reachesHelper = (file: string): boolean => {
    const known = reaches.get(file)
    if (known !== undefined) return known
    reaches.set(file, false) // a cycle among helpers adds nothing
    const imports = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap((match) => {
      const target = resolveImport(file, (match[1] ?? match[2]) as string)
      // Only the helpers of test/ lead to a database: application code never imports them.
      return target && (helpers.has(target) || target.startsWith(`${helpersDir}/`)) ? [target] : []
    })
    const found = imports.some((target) => helpers.has(target) || reachesHelper(target))
    reaches.set(file, found)
    return found
  }
  return [...testFilesUnder(join(serverRoot, 'src')), ...testFilesUnder(helpersDir)]
    .filter(reachesHelper)
    .map((file) => relative(serverRoot, file))
    .sort()
}
