// Puts each public page's prerendered HTML in place of index.html's loading shell, marked for hydration (decision 048).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [distDir, prerenderDir] = process.argv.slice(2)
if (!distDir || !prerenderDir) {
  console.error('usage: node scripts/prerender.mjs <web dist> <prerender build>')
  process.exit(2)
}

const ROOT = /<div id="root">[\s\S]*?<!-- \/app-shell -->\s*<\/div>/
const { prerenderPage, PRERENDERED_ROUTES } = await import(pathToFileURL(resolve(prerenderDir, 'prerender.js')).href)
const pages = JSON.parse(readFileSync(join(distDir, 'route-pages.json'), 'utf8'))
for (const path of PRERENDERED_ROUTES) {
  const file = join(distDir, pages[path])
  const html = readFileSync(file, 'utf8')
  if (!ROOT.test(html)) throw new Error(`${file} has no loading shell to replace`)
  const markup = await prerenderPage(path)
  writeFileSync(
    file,
    html.replace(ROOT, () => `<div id="root" data-prerendered="${path}">${markup}</div>`),
  )
}
console.log(`prerendered ${PRERENDERED_ROUTES.join(', ')}`)
