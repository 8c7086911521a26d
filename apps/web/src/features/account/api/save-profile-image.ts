import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { applyProfileChange, updateProfile } from './update-profile'

/** `POST /api/profile/image` (docs/product.md#calls): multipart with `image`; answers the stored image's url. */
export function uploadProfileImage(file: File) {
  const body = new FormData()
  body.append('image', file)
  return apiClient.post('/api/profile/image', (schemas) => schemas.ProfileImageUploadResponseSchema, body)
}

/** `DELETE /api/profile/image {imageUrl}` (docs/product.md#calls): cleanup of an upload the profile never took. */
export function deleteProfileImage(imageUrl: string) {
  return apiClient.delete('/api/profile/image', (schemas) => schemas.AccountOkSchema, { imageUrl })
}

/**
 * docs/product.md#account-actions: upload, then the profile update with the returned url. If the update fails the
 * upload is deleted (a failed cleanup changes nothing for the person) and the update's error stands.
 */
export async function saveProfileImage(file: File): Promise<string> {
  const { url } = await uploadProfileImage(file)
  try {
    await updateProfile({ image: url })
  } catch (error) {
    await deleteProfileImage(url).catch(() => undefined)
    throw error
  }
  return url
}

export function useSaveProfileImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProfileImage,
    onSuccess: (image) => applyProfileChange(queryClient, { image }),
  })
}
