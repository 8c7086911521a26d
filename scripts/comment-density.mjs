// Comment lines over non-blank lines of tracked non-test code; --files lists per file, --only <file> counts the paths it lists.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const roots = ['apps/', 'packages/', 'scripts/', 'bench/', 'e2e/support/']
const isCode = (file) =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !/\.test\./.test(file) &&
  !file.includes('/test/') &&
  roots.some((root) => file.startsWith(root))
const isComment = (line) => /^(\/\/|\/\*|\*)/.test(line)

const args = process.argv.slice(2)
const onlyAt = args.indexOf('--only')
const only =
  onlyAt >= 0
    ? new Set(
        readFileSync(args[onlyAt + 1], 'utf8')
          .split('\n')
          .filter(Boolean),
      )
    : null

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
const rows = tracked
  .filter((file) => isCode(file) && (!only || only.has(file)))
  .map((file) => {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    return { file, comments: lines.filter(isComment).length, lines: lines.length }
  })

const comments = rows.reduce((sum, row) => sum + row.comments, 0)
const lines = rows.reduce((sum, row) => sum + row.lines, 0)
if (args.includes('--files')) {
  for (const row of rows.toSorted((a, b) => b.comments - a.comments)) {
    console.log(`${String(row.comments).padStart(5)} ${String(row.lines).padStart(6)}  ${row.file}`)
  }
}
console.log(
  `comment lines: ${comments} / ${lines} non-blank lines = ${((100 * comments) / lines).toFixed(1)} % (${rows.length} files)`,
)
