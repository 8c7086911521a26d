import { type DefaultOptions, MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, isUnauthorizedError } from './api-client'
import { notifyUnauthorized } from './unauthorized'

/** What queries and mutations may say about themselves to the app-wide handlers below. */
export interface AppRequestMeta extends Record<string, unknown> {
  /**
   * A 401 is this call's own answer (a wrong password, a spent sign-in link), not an expired
   * session, so it must not sign the user out.
   */
  isUnauthorizedExpected?: boolean
  /** The answer belongs to the signed-in user and is dropped when they sign out. */
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

/**
 * The app's query client. docs/product.md#session-states "any 401 response from an API call triggers logout and a
 * replace-redirect to /login" is implemented here, once, for every query and mutation.
 */
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

/** Drops every cached answer that belongs to the signed-in user (docs/product.md#session-states: logout clears the user). */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.isUserData === true })
}

/**
 * Resolves once the query client has delivered the notifications scheduled so far, so React has
 * seen the cache changes made before the call (the client delivers them on a later tick). Use it
 * before navigating on the strength of a change, such as a sign-out.
 */
export function afterQueryNotifications(): Promise<void> {
  return new Promise((resolve) => notifyManager.schedule(() => resolve()))
}
