// `npm start`: builds what is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

const sources = ['packages/shared/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/server/src']
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js']
const sourceTime = Math.max(...sources.map((p) => newestMtime(join(root, p))))
const builtTime = Math.min(...outputs.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)))

if (builtTime < sourceTime) {
  console.log('Building CampusPlate…')
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}

process.chdir(root)
await import(join(root, 'apps/server/dist/server.js'))
