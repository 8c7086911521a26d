import { ACCOUNT_MESSAGES, PROFILE_IMAGE_FORMATS, PROFILE_IMAGE_MAX_SIDE_PX } from '@campusplate/shared'
import sharp from 'sharp'
import { AppError } from '../../lib/errors'

/**
 * The most pixels a photo may decode to: a 50-megapixel phone camera passes, a small file that
 * claims to be a gigapixel image (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000

/** What every stored photo becomes: WebP, which every browser the web app supports shows. */
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

/**
 * docs/product.md#photo, judged by content and never by name or declared type: decodes a JPEG, PNG, GIF
 * or WebP (the first frame of an animation), turns it upright by its EXIF orientation, fits it in
 * 512 × 512 px and re-encodes it as WebP. Re-encoding drops every metadata block (EXIF with GPS,
 * XMP, ICC comments), since sharp writes none unless asked. Anything else, a truncated file or
 * one over the pixel limit, is 415.
 */
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
