import { createQueryClient } from '@/lib/query-client'

/** The app's query client (with its 401 handling), without retries or background refetches. */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } })
}
