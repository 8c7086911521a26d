import { vi } from 'vitest'

type Handler = (url: URL, init: RequestInit | undefined) => unknown

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/**
 * Stubs `fetch` (the network boundary) with handlers by path. A handler returns a body to send as
 * JSON with 200, or a Response. `/api/profile` answers 401 unless a handler says otherwise, as the
 * server does for a visitor. Unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const handler = handlers[url.pathname]
    if (!handler) {
      if (url.pathname === '/api/profile') return jsonResponse({ detail: 'Not authenticated' }, 401)
      return jsonResponse({ detail: 'Not found' }, 404)
    }
    const result = await handler(url, init)
    return result instanceof Response ? result : jsonResponse(result)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls made to one path, as URLs. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
}

/** Fixes the wall clock (only `Date`, so real timers keep user-event and queries running). */
export function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

/** The JSON body a call sent. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
}

/** The calls made to one path with one method, with their JSON bodies. */
export function requestsTo(fetchMock: ReturnType<typeof stubApi>, method: string, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      return url.pathname === pathname && (init?.method ?? 'GET') === method
    })
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), body: bodyOf(init) }))
}

/**
 * A server session: `/api/profile` answers 401 until `signIn()`, then `user`. Spread `handlers`
 * into `stubApi`.
 */
export function fakeSession(user: unknown, { isSignedIn = false } = {}) {
  let signedIn = isSignedIn
  return {
    signIn: () => {
      signedIn = true
    },
    signOut: () => {
      signedIn = false
    },
    profile: () => (signedIn ? user : jsonResponse({ detail: 'Not authenticated' }, 401)),
  }
}

/** A fetch that never reaches the server. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch')
}

/**
 * An answer the test gives when it chooses (`release`), the same for every request that asks for it
 * however soon it is made: a test need not know when the screen sends its request.
 */
export function heldAnswer<T>(): { answer: Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => {}
  const answer = new Promise<T>((resolve) => {
    release = resolve
  })
  return { answer, release }
}
