// @vitest-environment jsdom
// Needs a DOM: a guest is known by what the browser keeps in localStorage.
import { MICRONUTRIENT_KEYS } from '@campusplate/shared'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { historyKeys } from '@/features/history/api/history-queries'
import { availableOptionsKeys, availableOptionsQueryOptions } from '@/features/menus/api/get-available-options'
import { appConfigKeys } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { profileKeys } from '@/lib/session/current-user'
import { guestUserStorage } from '@/lib/session/session-storage'
import { buildAppConfig, buildCurrentUser, buildOptions, TEST_TODAY } from '@/test/factories'
import { callsTo, heldAnswer, jsonResponse, stubApi } from '@/test/fake-api'
import { askEarly } from './routes/dashboard'
import { askEarly as askHistoryEarly } from './routes/history'
import { startStartupQueries } from './startup-queries'

describe('startStartupQueries', () => {
  afterEach(() => guestUserStorage.remove())

  it('asks for the app config and the signed-in user at once, and keeps the answers for the first screen', async () => {
    const user = buildCurrentUser()
    const config = heldAnswer<Response>()
    const profile = heldAnswer<Response>()
    const api = stubApi({ '/api/app-config': () => config.answer, '/api/profile': () => profile.answer })
    const client = createQueryClient()
    startStartupQueries(client).adopt()
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
    startStartupQueries(client).adopt()
    await waitFor(() => expect(client.getQueryData(appConfigKeys.all)).toBeDefined())
    expect(callsTo(api, '/api/profile')).toHaveLength(0)
  })

  it('holds the answers out of the cache until adopted, as a prerendered page hydrates first (decision 069)', async () => {
    const user = buildCurrentUser()
    const api = stubApi({ '/api/app-config': () => buildAppConfig(), '/api/profile': () => user })
    const client = createQueryClient()
    const startup = startStartupQueries(client)
    await waitFor(() => expect(callsTo(api, '/api/profile')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(client.getQueryData(appConfigKeys.all)).toBeUndefined()
    expect(client.getQueryData(profileKeys.all)).toBeUndefined()
    startup.adopt()
    await waitFor(() => expect(client.getQueryData(profileKeys.all)).toEqual(user))
    expect(client.getQueryData(appConfigKeys.all)).toEqual(buildAppConfig())
    // The held answers are the queries' first fetches, not made again.
    expect(callsTo(api, '/api/app-config')).toHaveLength(1)
    expect(callsTo(api, '/api/profile')).toHaveLength(1)
  })

  it('lets the dashboard ask for the halls of the day its URL names as soon as the config says today', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    const options = buildOptions({ 'North Commons': ['Lunch'] })
    const asked = async (path: string) => {
      window.history.replaceState(null, '', path)
      const api = stubApi({ '/api/app-config': () => buildAppConfig(), '/api/available-options': () => options })
      const client = createQueryClient()
      const startup = startStartupQueries(client)
      askEarly(startup)
      await waitFor(() => expect(callsTo(api, '/api/app-config')).toHaveLength(1))
      await new Promise((resolve) => setTimeout(resolve, 20))
      startup.adopt()
      return { dates: callsTo(api, '/api/available-options').map((url) => url.searchParams.get('date')), client }
    }

    const first = await asked('/dashboard')
    expect(first.dates).toEqual([TEST_TODAY])
    await waitFor(() => expect(first.client.getQueryData(availableOptionsKeys.byDate(TEST_TODAY))).toEqual(options))
    // A date the URL names is the one asked for; one outside the menu window is today, as the screen reads it.
    expect((await asked('/dashboard?date=2025-07-19')).dates).toEqual(['2025-07-19'])
    expect((await asked('/dashboard?date=2031-01-01')).dates).toEqual([TEST_TODAY])
    // A cleared date shows no halls, so none are asked for.
    expect((await asked('/dashboard?date=')).dates).toEqual([])
    window.history.replaceState(null, '', '/')
  })

  it("lets the history ask for a signed-in user's first period, with the screen's own queries, and asks nothing for a visitor", async () => {
    const history = {
      '/api/plate/summary': () => ({
        average_calories: 0,
        average_protein: 0,
        average_carbs: 0,
        average_fat: 0,
        days_tracked: 0,
        total_days: 7,
      }),
      '/api/plate/food-macros': () => [],
      '/api/plate/micronutrients': () => ({
        days_tracked: 0,
        items: 0,
        nutrients: Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, { total: 0, missing_items: 0 }])),
      }),
      '/api/weight-log': () => [],
    }
    const paths = Object.keys(history)
    const user = buildCurrentUser()
    const api = stubApi({ '/api/app-config': () => buildAppConfig(), '/api/profile': () => user, ...history })
    const client = createQueryClient()
    const startup = startStartupQueries(client)
    startup.adopt()
    askHistoryEarly(startup)
    await waitFor(() => expect(paths.map((path) => callsTo(api, path).length)).toEqual([1, 1, 1, 1]))
    const [summary] = callsTo(api, '/api/plate/summary')
    // The screen opens on the last 7 days, today included.
    expect(Object.fromEntries(summary?.searchParams ?? [])).toEqual({ start_date: '2025-07-14', end_date: TEST_TODAY })
    const range = { start: '2025-07-14', end: TEST_TODAY }
    await waitFor(() => {
      for (const key of [historyKeys.summary, historyKeys.foodMacros, historyKeys.micronutrients, historyKeys.weight])
        expect(client.getQueryState(key(range))?.status).toBe('success')
    })
    expect(paths.map((path) => callsTo(api, path).length)).toEqual([1, 1, 1, 1])

    const visitor = stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/profile': () => jsonResponse({ detail: 'Not authenticated' }, 401),
      ...history,
    })
    const visitorStartup = startStartupQueries(createQueryClient())
    visitorStartup.adopt()
    askHistoryEarly(visitorStartup)
    await waitFor(() => expect(callsTo(visitor, '/api/profile')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(paths.flatMap((path) => callsTo(visitor, path))).toEqual([])
  })

  it('asks nothing more for a query a screen has already sent', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    const options = buildOptions({ 'North Commons': ['Lunch'] })
    const held = heldAnswer<Response>()
    const api = stubApi({ '/api/app-config': () => buildAppConfig(), '/api/available-options': () => held.answer })
    const client = createQueryClient()
    const startup = startStartupQueries(client)
    startup.adopt()
    const query = availableOptionsQueryOptions(TEST_TODAY)
    const screens = client.fetchQuery(query)
    const early = startup.ask(query)
    held.release(jsonResponse(options))
    await expect(early).resolves.toEqual(options)
    await expect(screens).resolves.toEqual(options)
    expect(callsTo(api, '/api/available-options')).toHaveLength(1)
  })

  it('asks afresh on a retry when the early answer failed', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    let calls = 0
    const api = stubApi({
      '/api/app-config': () => (++calls === 1 ? jsonResponse({ detail: 'Busy' }, 503) : buildAppConfig()),
    })
    const client = createQueryClient({ queries: { retryDelay: 0 } })
    startStartupQueries(client).adopt()
    await waitFor(() => expect(client.getQueryData(appConfigKeys.all)).toEqual(buildAppConfig()))
    expect(callsTo(api, '/api/app-config')).toHaveLength(2)
  })
})
