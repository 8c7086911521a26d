import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appConfigKeys } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { profileKeys } from '@/lib/session/current-user'
import { guestUserStorage } from '@/lib/session/session-storage'
import { buildAppConfig, buildCurrentUser } from '@/test/factories'
import { callsTo, heldAnswer, jsonResponse, stubApi } from '@/test/fake-api'
import { startStartupQueries } from './startup-queries'

describe('startStartupQueries', () => {
  afterEach(() => guestUserStorage.remove())

  it('asks for the app config and the signed-in user at once, and keeps the answers for the first screen', async () => {
    const user = buildCurrentUser()
    const config = heldAnswer<Response>()
    const profile = heldAnswer<Response>()
    const api = stubApi({ '/api/app-config': () => config.answer, '/api/profile': () => profile.answer })
    const client = createQueryClient()
    startStartupQueries(client)
    // Both calls are on their way while neither has answered: neither waits for the other.
    await waitFor(() => expect(callsTo(api, '/api/profile')).toHaveLength(1))
    expect(callsTo(api, '/api/app-config')).toHaveLength(1)
    profile.release(jsonResponse(user))
    config.release(jsonResponse(buildAppConfig()))
    await waitFor(() => expect(client.getQueryData(profileKeys.all)).toEqual(user))
    expect(client.getQueryData(appConfigKeys.all)).toEqual(buildAppConfig())
  })

  it('never asks the server about a guest (docs/product.md#user)', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    const api = stubApi({ '/api/app-config': () => jsonResponse(buildAppConfig()) })
    const client = createQueryClient()
    startStartupQueries(client)
    await waitFor(() => expect(client.getQueryData(appConfigKeys.all)).toBeDefined())
    expect(callsTo(api, '/api/profile')).toHaveLength(0)
  })
})
