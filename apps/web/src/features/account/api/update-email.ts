import type { EmailChangeRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** `PUT /api/profile/email {email}` (docs/product.md#calls): every session of the account ends on success. */
export function updateEmail(request: EmailChangeRequest) {
  return apiClient.put('/api/profile/email', (schemas) => schemas.AccountOkSchema, request)
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail })
}
