import type { ConfirmPasswordRequest } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** docs/decisions/054 */
export function confirmPassword(request: ConfirmPasswordRequest) {
  return apiClient.post('/api/auth/confirm-password', (schemas) => schemas.AuthOkSchema, request)
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword })
}
