import { ResetTokenCheckRequestSchema } from '@campusplate/shared'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'

/** Does not use the link up. */
export function checkResetToken(token: string) {
  return apiClient.post('/api/auth/reset-password/check', (schemas) => schemas.AuthOkSchema, { token })
}

export const resetTokenKeys = {
  check: (token: string) => ['auth', 'reset-token', token] as const,
}

export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'usable' }
  /** Null for a malformed token. */
  | { status: 'refused'; detail: string | null }

/** A server that cannot be reached leaves the link usable: the reset itself will say. */
export function useResetLink(token: string): ResetLinkState {
  const isWellFormed = ResetTokenCheckRequestSchema.safeParse({ token }).success
  const query = useQuery({
    queryKey: resetTokenKeys.check(token),
    queryFn: () => checkResetToken(token),
    enabled: isWellFormed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (!isWellFormed) return { status: 'refused', detail: null }
  if (query.isPending) return { status: 'checking' }
  const { error } = query
  if (error instanceof ApiError && error.status === 400 && error.hasServerDetail) {
    return { status: 'refused', detail: error.detail }
  }
  return { status: 'usable' }
}
