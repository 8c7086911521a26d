// Renders the installable app's icons (apps/web/public/icons/*.png) from its logo, public/favicon.svg.
// The PNGs are committed; run again after the logo changes: node scripts/generate-icons.mjs
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const publicDir = new URL('../apps/web/public/', import.meta.url)
const logo = new URL('favicon.svg', publicDir).pathname
const outDir = new URL('icons/', publicDir).pathname
// The logo's disc colour: a maskable icon's background must reach the edges of any mask shape.
const background = '#047857'

mkdirSync(outDir, { recursive: true })

/** The logo alone on a transparent square ("any" purpose). */
async function plainIcon(size) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}icon-${size}.png`)
}

/**
 * The logo inside the central 80 % safe zone of a full-bleed square, so a launcher's circle,
 * squircle or rounded square never cuts it ("maskable" purpose).
 */
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
