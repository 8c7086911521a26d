// @vitest-environment jsdom
// Needs a DOM: the outbox is kept in localStorage.
import type { PlateResponse, PlateSaveRequest } from '@campusplate/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { buildPlateItem, buildPlateResponse, TEST_TODAY } from '@/test/factories'
import { bodyOf, jsonResponse, requestsTo, stubApi } from '@/test/fake-api'
import { plateKeys } from '../api/get-plate'
import { type OutboxNews, onOutboxNews, plateOutboxKey } from '../hooks/use-plate-outbox'
import { flushPlateOutbox, isLaterThanSaved, type QueuedSave, queuePlateSave } from './plate-outbox'

const USER = 'user-1'
const oatBowl = buildPlateItem({ food_id: 'custom-oat-bowl', name: 'Oat Bowl' })
const fruitCup = buildPlateItem({ food_id: 'custom-fruit-cup', name: 'Fruit Cup' })

function queued(queuedAt: string, version = 0): QueuedSave {
  const request: PlateSaveRequest = {
    date: TEST_TODAY,
    items: [
      {
        food_id: 'custom-oat-bowl',
        quantity: 1,
        custom_macros: { name: 'Oat Bowl', calories: 300, protein: 10, carbs: 50, totalFat: 6 },
      },
    ],
    version,
  }
  return { request, editCount: 2, queuedAt }
}

function plateWith(items: PlateResponse['items'], savedAt: string, version: number): PlateResponse {
  return { ...buildPlateResponse(TEST_TODAY, items, savedAt), version }
}

function flush() {
  const queryClient = createQueryClient()
  const dispatch = vi.fn()
  const news: OutboxNews[] = []
  const stop = onOutboxNews((each) => news.push(each))
  return flushPlateOutbox(USER, queryClient, dispatch).then(() => {
    stop()
    return { queryClient, dispatch, news }
  })
}

describe('isLaterThanSaved (the later save wins)', () => {
  it.each([
    ['2025-07-20T12:00:01.000Z', '2025-07-20T12:00:00.000Z', true],
    ['2025-07-20T12:00:00.000Z', '2025-07-20T12:00:01.000Z', false],
    ['2025-07-20T12:00:00.000Z', '2025-07-20T12:00:00.000Z', false],
    ['2025-07-20T12:00:00.000Z', null, true],
  ])('queued at %s against saved at %s: %s', (queuedAt, savedAt, expected) => {
    expect(isLaterThanSaved(queuedAt, savedAt)).toBe(expected)
  })
})

describe('the plate outbox', () => {
  beforeEach(() => {
    window.localStorage.clear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('keeps one save per date on the device, under the user, the latest replacing the earlier', () => {
    queuePlateSave(USER, queued('2025-07-20T12:00:00.000Z'))
    queuePlateSave(USER, { ...queued('2025-07-20T12:05:00.000Z'), editCount: 3 })
    const stored = JSON.parse(window.localStorage.getItem(plateOutboxKey(USER)) ?? '{}')
    expect(Object.keys(stored)).toEqual([TEST_TODAY])
    expect(stored[TEST_TODAY]).toMatchObject({ editCount: 3, queuedAt: '2025-07-20T12:05:00.000Z' })
    expect(window.localStorage.getItem(plateOutboxKey('someone-else'))).toBeNull()
  })

  it('sends a queued save, retires its edits, empties the outbox and reports it saved', async () => {
    queuePlateSave(USER, queued('2025-07-20T12:00:00.000Z'))
    const savedPlate = plateWith([oatBowl], '2025-07-20T12:10:00.000Z', 7)
    const fetchMock = stubApi({ '/api/plate': () => savedPlate })

    const { queryClient, dispatch, news } = await flush()
    expect(requestsTo(fetchMock, 'POST', '/api/plate').map((r) => r.body)).toEqual([queued('').request])
    expect(dispatch).toHaveBeenCalledWith({ type: 'saved', date: TEST_TODAY, editCount: 2 })
    expect(queryClient.getQueryData(plateKeys.byDate(TEST_TODAY))).toEqual(savedPlate)
    expect(news).toEqual([{ date: TEST_TODAY, outcome: 'saved' }])
    expect(window.localStorage.getItem(plateOutboxKey(USER))).toBeNull()
  })

  it('replaces a plate another device saved earlier, naming its version, and says so', async () => {
    queuePlateSave(USER, queued('2025-07-20T12:30:00.000Z', 3))
    const earlier = plateWith([fruitCup], '2025-07-20T12:00:00.000Z', 5)
    const fetchMock = stubApi({
      '/api/plate': (_url, init) =>
        (bodyOf(init) as PlateSaveRequest).version === 3
          ? jsonResponse({ detail: 'changed elsewhere', plate: earlier }, 409)
          : plateWith([oatBowl], '2025-07-20T13:00:00.000Z', 6),
    })

    const { dispatch, news } = await flush()
    const versions = requestsTo(fetchMock, 'POST', '/api/plate').map((r) => (r.body as PlateSaveRequest).version)
    expect(versions).toEqual([3, 5])
    expect(dispatch).toHaveBeenCalledWith({ type: 'saved', date: TEST_TODAY, editCount: 2 })
    expect(news).toEqual([{ date: TEST_TODAY, outcome: 'replacedOlder' }])
  })

  it('gives way to a plate another device saved later: takes it, drops the offline edits, and says so', async () => {
    queuePlateSave(USER, queued('2025-07-20T12:00:00.000Z', 3))
    const later = plateWith([fruitCup], '2025-07-20T12:30:00.000Z', 5)
    const fetchMock = stubApi({ '/api/plate': () => jsonResponse({ detail: 'changed elsewhere', plate: later }, 409) })

    const { queryClient, dispatch, news } = await flush()
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1)
    expect(queryClient.getQueryData(plateKeys.byDate(TEST_TODAY))).toEqual(later)
    expect(dispatch).toHaveBeenCalledWith({ type: 'saved', date: TEST_TODAY, editCount: 2 })
    expect(news).toEqual([{ date: TEST_TODAY, outcome: 'keptNewer' }])
    expect(window.localStorage.getItem(plateOutboxKey(USER))).toBeNull()
  })

  it('keeps the save queued while the server is not reached, or the session has ended', async () => {
    queuePlateSave(USER, queued('2025-07-20T12:00:00.000Z'))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const unreached = await flush()
    expect(unreached.dispatch).not.toHaveBeenCalled()
    expect(unreached.news).toEqual([])

    stubApi({ '/api/plate': () => jsonResponse({ detail: 'Not authenticated' }, 401) })
    const signedOut = await flush()
    expect(signedOut.news).toEqual([])
    expect(window.localStorage.getItem(plateOutboxKey(USER))).not.toBeNull()
  })

  it('drops a save the server refuses, keeping its edits unsaved, and reports the failure', async () => {
    queuePlateSave(USER, queued('2025-07-20T12:00:00.000Z'))
    stubApi({ '/api/plate': () => jsonResponse({ detail: 'This food is not on the menu for that date' }, 400) })

    const { dispatch, news } = await flush()
    expect(dispatch).not.toHaveBeenCalled()
    expect(news).toEqual([{ date: TEST_TODAY, outcome: 'failed' }])
    expect(window.localStorage.getItem(plateOutboxKey(USER))).toBeNull()
  })
})
