import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { createQueryClient } from './query-client'
import { onUnauthorized } from './unauthorized'

const fail = (status: number) => () => Promise.reject(new ApiError(status, 'x', { hasServerDetail: true }))

describe('the query client reports a 401 once for the whole app (docs/product.md#session-states)', () => {
  let stopListening = () => {}
  afterEach(() => stopListening())

  function listen() {
    const listener = vi.fn()
    stopListening = onUnauthorized(listener)
    return listener
  }

  it('reports a 401 from a query and from a mutation', async () => {
    const listener = listen()
    const client = createQueryClient({ queries: { retry: false } })
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(401) }).catch(() => undefined)
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(401) })
      .execute(undefined)
      .catch(() => undefined)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('does not report other failures, nor a 401 a call expects (a wrong password)', async () => {
    const listener = listen()
    const client = createQueryClient({ queries: { retry: false } })
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(403) }).catch(() => undefined)
    await client.fetchQuery({ queryKey: ['c'], queryFn: fail(0) }).catch(() => undefined)
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(401), meta: { isUnauthorizedExpected: true } })
      .execute(undefined)
      .catch(() => undefined)
    expect(listener).not.toHaveBeenCalled()
  })
})
