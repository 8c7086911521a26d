// Renders apps/web/public/icons/*.png from public/favicon.svg; the PNGs are committed: rerun after the logo changes.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const publicDir = new URL('../apps/web/public/', import.meta.url)
const logo = new URL('favicon.svg', publicDir).pathname
const outDir = new URL('icons/', publicDir).pathname
// The logo's disc colour: a maskable icon's background must reach the edges of any mask shape.
const background = '#047857'

mkdirSync(outDir, { recursive: true })

async function plainIcon(size) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}icon-${size}.png`)
}

/** Inside the central 80 % safe zone, so a launcher's mask never cuts the logo. */
async function maskableIcon(size) {
  const inner = Math.round(size * 0.8)
  const logoPng = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logoPng, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}icon-maskable-${size}.png`)
}

await Promise.all([plainIcon(192), plainIcon(512), maskableIcon(512)])
console.log(`icons written to ${outDir}`)
