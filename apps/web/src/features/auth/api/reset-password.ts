import type { ResetPasswordRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** `POST /api/auth/reset-password` (docs/product.md#calls): `{token, new_password}`; errors carry detail. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiClient.post('/api/auth/reset-password', (schemas) => schemas.AuthOkSchema, body)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
