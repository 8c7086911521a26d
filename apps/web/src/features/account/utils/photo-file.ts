import { ACCOUNT_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@campusplate/shared'

/** docs/product.md#photo */
export function photoFileError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.imageInvalidType
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return ACCOUNT_MESSAGES.imageTooLarge
  return null
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(ACCOUNT_MESSAGES.imageReadFailed))
    reader.onerror = () => reject(new Error(ACCOUNT_MESSAGES.imageReadFailed))
    reader.readAsDataURL(file)
  })
}
