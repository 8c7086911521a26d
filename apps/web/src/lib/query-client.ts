import { type DefaultOptions, MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, isUnauthorizedError } from './api-client'
import { notifyUnauthorized } from './unauthorized'

export interface AppRequestMeta extends Record<string, unknown> {
  /** A 401 that is this call's own answer (a wrong password) must not sign the user out. */
  isUnauthorizedExpected?: boolean
  /** Dropped when the user signs out. */
  isUserData?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppRequestMeta
    mutationMeta: AppRequestMeta
  }
}

const MAX_RETRIES = 2

/** Client errors (4xx) will not change on retry; server and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < MAX_RETRIES
}

function reportUnauthorized(error: unknown, meta: AppRequestMeta | undefined) {
  if (isUnauthorizedError(error) && !meta?.isUnauthorizedExpected) notifyUnauthorized()
}

/** Any 401 signs out and replace-redirects to /login, here, once, for every call (docs/product.md#session-states). */
export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportUnauthorized(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000, ...defaultOptions.queries },
      mutations: { retry: false, ...defaultOptions.mutations },
    },
  })
}

/** docs/product.md#session-states: logout clears the user. */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.isUserData === true })
}

/** The client delivers cache changes on a later tick; await this before navigating on a change such as a sign-out. */
export function afterQueryNotifications(): Promise<void> {
  return new Promise((resolve) => notifyManager.schedule(() => resolve()))
}
