import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Code, tests, scripts and configuration cite only what the repository holds: docs/product.md,
// docs/menu-providers.md and docs/decisions/. It lives in the server project because that is the
// project whose tests run on Node.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const thisFile = relative(repoRoot, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/')

const skippedFolders = new Set(['node_modules', 'dist', 'coverage', 'data', 'docs'])
const textExtensions = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.json',
  '.md',
  '.yml',
  '.yaml',
  '.sh',
  '',
])
const skippedFiles = new Set(['package-lock.json', thisFile])

/** Documents kept outside the repository, as code used to cite them. */
const outsideCitations: { name: string; pattern: RegExp }[] = [
  { name: 'the first specification', pattern: /\bspec\b|product-spec/i },
  { name: 'the architecture notes', pattern: /\bARCHITECTURE\b/ },
  { name: 'the style guide', pattern: /\bSTYLE\b/ },
  { name: 'the vendor fact sheet', pattern: /(?<!docs\/)menu-providers\b/ },
]

function repositoryFiles(dir = repoRoot): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      // Dot folders are tools' and builds' own (.git, .prerender), but for the CI script's.
      if (!skippedFolders.has(entry.name) && (!entry.name.startsWith('.') || entry.name === '.ci')) {
        files.push(...repositoryFiles(path))
      }
    } else if (entry.isFile() && textExtensions.has(extname(entry.name))) {
      const name = relative(repoRoot, path).split(sep).join('/')
      if (!skippedFiles.has(name) && !name.includes('/migrations/meta/') && !name.endsWith('.stats.json'))
        files.push(name)
    }
  }
  return files
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(doc: string): string[] {
  const text = readFileSync(join(repoRoot, doc), 'utf8')
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? ''))
}

const files = repositoryFiles()
const lines = files.flatMap((file) =>
  readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
)

describe('the repository stands alone', () => {
  it('reads the source, test, script and configuration files', () => {
    expect(files).toContain('vitest.config.ts')
    expect(files).toContain('apps/server/src/app.ts')
    expect(files).toContain('packages/shared/src/domain/menu-match.ts')
    expect(files.some((file) => file.startsWith('.ci/'))).toBe(true)
    expect(files.some((file) => file.startsWith('docs/'))).toBe(false)
  })

  it('cites no document kept outside the repository', () => {
    const found = lines.flatMap(({ where, text }) =>
      outsideCitations.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${where} cites ${name}`),
    )
    expect(found).toEqual([])
  })

  it.each(['docs/product.md', 'docs/menu-providers.md'])(
    'cites only headings that %s has, each heading once',
    (doc) => {
      const anchors = anchorsOf(doc)
      expect(new Set(anchors).size).toBe(anchors.length)
      const citation = new RegExp(`${doc.replace('.', '\\.')}((?:#[a-z0-9-]+(?:, | and |; )?)+)`, 'g')
      const missing = lines.flatMap(({ where, text }) =>
        [...text.matchAll(citation)].flatMap((match) =>
          [...(match[1] ?? '').matchAll(/#([a-z0-9-]+)/g)]
            .map((anchor) => anchor[1] ?? '')
            .filter((anchor) => !anchors.includes(anchor))
            .map((anchor) => `${where} cites ${doc}#${anchor}`),
        ),
      )
      expect(missing).toEqual([])
    },
  )
})
