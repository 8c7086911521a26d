import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const accountKeys = {
  all: ['account'] as const,
}

/** `GET /api/account`: the e-mail and the sign-in methods (is there a password to confirm?). */
export function getAccount(signal?: AbortSignal) {
  return apiClient.get('/api/account', (schemas) => schemas.AccountSchema, { signal })
}

export const accountQueryOptions = queryOptions({
  queryKey: accountKeys.all,
  queryFn: ({ signal }) => getAccount(signal),
})

export function useAccount() {
  return useQuery(accountQueryOptions)
}
