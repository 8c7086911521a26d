import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { applyProfileChange, updateProfile } from './update-profile'

/** docs/product.md#calls */
export function uploadProfileImage(file: File) {
  const body = new FormData()
  body.append('image', file)
  return apiClient.post('/api/profile/image', (schemas) => schemas.ProfileImageUploadResponseSchema, body)
}

/** docs/product.md#calls: cleanup of an upload the profile never took. */
export function deleteProfileImage(imageUrl: string) {
  return apiClient.delete('/api/profile/image', (schemas) => schemas.AccountOkSchema, { imageUrl })
}

/** docs/product.md#account-actions: if the profile update fails the upload is deleted and the update's error stands. */
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
