import type { ConfirmPasswordRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/**
 * `POST /api/auth/confirm-password {password}`: the session counts as recently proven, so the
 * e-mail change, the account deletion or a first password may go ahead (docs/decisions/054).
 */
export function confirmPassword(request: ConfirmPasswordRequest) {
  return apiClient.post('/api/auth/confirm-password', (schemas) => schemas.AuthOkSchema, request)
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword })
}
