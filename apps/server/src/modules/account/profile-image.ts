import { ACCOUNT_MESSAGES, PROFILE_IMAGE_FORMATS, PROFILE_IMAGE_MAX_SIDE_PX } from '@campusplate/shared'
import sharp from 'sharp'
import { AppError } from '../../lib/errors'

/** A phone camera's photo passes; a small file claiming a gigapixel image (a decompression bomb) is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000

/** WebP: every browser the web app supports shows it. */
export const STORED_IMAGE_TYPE = { contentType: 'image/webp', extension: 'webp' } as const

export class UnsupportedImageError extends AppError {
  constructor() {
    super(415, ACCOUNT_MESSAGES.imageInvalidFormat)
  }
}

export class ImageTooLargeError extends AppError {
  constructor() {
    super(413, ACCOUNT_MESSAGES.imageFileTooLarge)
  }
}

function isAcceptedFormat(format: string | undefined): boolean {
  return (PROFILE_IMAGE_FORMATS as readonly (string | undefined)[]).includes(format)
}

/** docs/product.md#photo: judged by content, never by name or type; re-encoding drops every metadata block (EXIF with GPS). */
export async function normalizeProfileImage(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  try {
    const metadata = await sharp(input, options).metadata()
    if (!isAcceptedFormat(metadata.format)) throw new UnsupportedImageError()
    return await sharp(input, options)
      .rotate()
      .resize(PROFILE_IMAGE_MAX_SIDE_PX, PROFILE_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    // sharp's errors (unknown format, corrupt data, pixel limit) all mean "not an image we take".
    throw new UnsupportedImageError()
  }
}
