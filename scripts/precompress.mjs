// Writes .br and .gz beside each text asset of a built web app, so the server sends them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/
const dir = process.argv[2]
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dir>')
  process.exit(2)
}

function walk(path) {
  for (const entry of readdirSync(path)) {
    const file = join(path, entry)
    if (statSync(file).isDirectory()) walk(file)
    else if (COMPRESSIBLE.test(file) && statSync(file).size >= 1024) {
      const body = readFileSync(file)
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    }
  }
}
walk(dir)
