import type { ForgotPasswordRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** `POST /api/auth/forgot-password` (docs/product.md#calls): `{email}`; the same answer whether or not the address exists. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiClient.post('/api/auth/forgot-password', (schemas) => schemas.AuthOkSchema, body)
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
