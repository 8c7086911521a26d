import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a valid PNG of `side` × `side` black pixels (1-bit grey) whose file is
 * small (about 50 KB for 20,000 px) because the rows compress to almost nothing.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(1, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const rowBytes = 1 + Math.ceil(side / 8)
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A 1200 × 600 JPEG taken "rotated" (EXIF orientation 6) with a camera make and a GPS position. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'CampusCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 37/1 4/1' },
    })
    .toBuffer()
}

/** A small image in one of the accepted formats. */
export function imageOf(format: 'png' | 'gif' | 'webp' | 'jpeg', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer()
}

const BOUNDARY = '----campusplate-test-boundary'

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(file: { field?: string; fileName: string; contentType: string; data: Buffer }) {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.fileName}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}
