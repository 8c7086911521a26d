// Bundles the server (and packages/shared, which ships TypeScript) into dist/server.js.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@campusplate/shared')

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
})
