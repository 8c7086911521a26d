import type { CurrentUser } from '@campusplate/shared'
import { describe, expect, it, vi } from 'vitest'
import { buildCurrentUser } from '@/test/factories'
import { callsTo, fakeSession, heldAnswer, jsonResponse, stubApi } from '@/test/fake-api'
import { createTestQueryClient } from '@/test/render'
import { getProfile, profileKeys, profileQueryOptions, refreshProfile } from './current-user'
import { clearSession, completeSignIn, completeSignOut } from './session'
import { guestUserStorage, wasAuthenticatedStorage } from './session-storage'

describe('getProfile (docs/product.md#session-states: who is signed in)', () => {
  it('answers null to a visitor without a session, and records nothing', async () => {
    stubApi({})
    await expect(getProfile(createTestQueryClient())).resolves.toBeNull()
    expect(wasAuthenticatedStorage.get()).toBeNull()
  })

  it('records that the user was authenticated when the server knows them', async () => {
    const user = buildCurrentUser()
    stubApi({ '/api/profile': () => user })
    await expect(getProfile(createTestQueryClient())).resolves.toEqual(user)
    expect(wasAuthenticatedStorage.get()).toBe(true)
  })

  it('throws the 401 once a user was known, so the app reports an expired session', async () => {
    stubApi({})
    wasAuthenticatedStorage.set(true)
    await expect(getProfile(createTestQueryClient())).rejects.toMatchObject({ status: 401 })

    wasAuthenticatedStorage.remove()
    const queryClient = createTestQueryClient()
    queryClient.setQueryData<CurrentUser | null>(profileKeys.all, buildCurrentUser())
    await expect(getProfile(queryClient)).rejects.toMatchObject({ status: 401 })
  })
})

describe('signing in and out', () => {
  it('refreshProfile asks the server again even when a user is cached', async () => {
    const before = buildCurrentUser({ name: 'Ada Lovelace' })
    const after = buildCurrentUser({ name: 'Grace Hopper' })
    const fetchMock = stubApi({ '/api/profile': () => after })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData<CurrentUser | null>(profileKeys.all, before)
    await expect(refreshProfile(queryClient)).resolves.toEqual(after)
    expect(queryClient.getQueryData(profileKeys.all)).toEqual(after)
    expect(callsTo(fetchMock, '/api/profile')).toHaveLength(1)
  })

  it('refreshProfile does not take the answer of a probe sent before the session existed', async () => {
    const user = buildCurrentUser()
    const session = fakeSession(user)
    // The start's probe leaves before the sign-in and is still on its way when the sign-in is done.
    const probe = heldAnswer<Response>()
    let probes = 0
    const fetchMock = stubApi({
      '/api/profile': () => {
        probes += 1
        return probes === 1 ? probe.answer : session.profile()
      },
    })
    const queryClient = createTestQueryClient()
    const started = queryClient.fetchQuery(profileQueryOptions()).catch((error: unknown) => error)
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/profile')).toHaveLength(1))
    session.signIn()
    const refreshed = refreshProfile(queryClient)
    probe.release(jsonResponse({ detail: 'Not authenticated' }, 401))
    await expect(refreshed).resolves.toEqual(user)
    expect(queryClient.getQueryData(profileKeys.all)).toEqual(user)
    expect(callsTo(fetchMock, '/api/profile')).toHaveLength(2)
    await started
  })

  it('completeSignIn caches the user and ends guest mode', async () => {
    const user = buildCurrentUser()
    const session = fakeSession(user, { isSignedIn: true })
    stubApi({ '/api/profile': session.profile })
    guestUserStorage.set({ guest: true, name: 'Guest User' })
    const queryClient = createTestQueryClient()
    await expect(completeSignIn(queryClient)).resolves.toEqual(user)
    expect(queryClient.getQueryData(profileKeys.all)).toEqual(user)
    expect(guestUserStorage.get()).toBeNull()
  })

  it('completeSignIn keeps guest mode when the server still does not know the browser', async () => {
    stubApi({})
    guestUserStorage.set({ guest: true, name: 'Guest User' })
    await expect(completeSignIn(createTestQueryClient())).resolves.toBeNull()
    expect(guestUserStorage.get()).toEqual({ guest: true, name: 'Guest User' })
  })

  it('clearSession forgets the user without asking the server, and keeps the was-authenticated flag', async () => {
    const fetchMock = stubApi({ '/api/profile': () => jsonResponse({ detail: 'unexpected' }, 500) })
    wasAuthenticatedStorage.set(true)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData<CurrentUser | null>(profileKeys.all, buildCurrentUser())
    await clearSession(queryClient)
    expect(queryClient.getQueryData(profileKeys.all)).toBeNull()
    expect(wasAuthenticatedStorage.get()).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('completeSignOut also clears the was-authenticated flag: a later 401 is no expiry', async () => {
    stubApi({})
    wasAuthenticatedStorage.set(true)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData<CurrentUser | null>(profileKeys.all, buildCurrentUser())
    await completeSignOut(queryClient)
    expect(queryClient.getQueryData(profileKeys.all)).toBeNull()
    expect(wasAuthenticatedStorage.get()).toBeNull()
  })
})
