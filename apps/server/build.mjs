// Bundles the server, packages/shared (shipped as TypeScript) and the PDF worker; `node build.mjs <dir>` writes elsewhere.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@campusplate/shared')

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'pdf-worker': new URL('./src/modules/export/export.pdf-worker.ts', import.meta.url).pathname,
  },
  outdir: process.argv[2] ?? new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
})
