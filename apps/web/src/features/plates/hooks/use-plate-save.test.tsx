import type { PlateResponse } from '@campusplate/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildPlateItem, buildPlateResponse, TEST_TODAY } from '@/test/factories'
import { bodyOf, heldAnswer, jsonResponse, networkFailure, requestsTo, stubApi } from '@/test/fake-api'
import { createTestQueryClient } from '@/test/query-client'
import { PLATE_MESSAGES } from '../messages'
import { entryFromSavedItem, type PlateEdit, type PlateEntry } from '../utils/plate-entries'
import { announceOutboxNews } from './use-plate-outbox'
import { type SavedPlateQuery, usePlateSave } from './use-plate-save'

const burgerItem = buildPlateItem({
  food_id: 'burger',
  name: 'Cheeseburger',
  macros: { calories: 500, protein: 25, carbs: 40, fat: 26 },
})
const burger = entryFromSavedItem(burgerItem)
const soup = entryFromSavedItem(buildPlateItem({ food_id: 'soup', name: 'Soup' }))
const brokenCustom = entryFromSavedItem(
  buildPlateItem({ food_id: 'custom-old', name: 'Old Smoothie', custom_macros: null }),
)
const ENTRIES: readonly PlateEntry[] = [burger]
const EDITS: readonly PlateEdit[] = [{ type: 'add', entry: burger }]
const loadedPlate: PlateResponse = { ...buildPlateResponse(TEST_TODAY), version: 3 }
const savedElsewhere: PlateResponse = {
  ...buildPlateResponse(TEST_TODAY, [buildPlateItem({ food_id: 'soup' })]),
  version: 4,
}
const outboxKey = 'user:user-sam:plateOutbox'

interface Props {
  entries: readonly PlateEntry[]
  isRegistered?: boolean
}

function renderSave(answer: (body: unknown) => unknown, { edits = EDITS }: { edits?: readonly PlateEdit[] } = {}) {
  const fetchMock = stubApi({ '/api/plate': (_url, init) => answer(bodyOf(init)) })
  const markSaved = vi.fn()
  const savedPlate: SavedPlateQuery = {
    data: loadedPlate,
    isPending: false,
    isPaused: false,
    isError: false,
    refetch: vi.fn(),
  }
  const queryClient = createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    ({ entries, isRegistered = true }: Props) =>
      usePlateSave(TEST_TODAY, entries, {
        isRegistered,
        isDateConfirmed: true,
        userId: 'user-sam',
        drafts: { edits, markSaved },
        savedPlate,
      }),
    { wrapper, initialProps: { entries: ENTRIES } as Props },
  )
  const sync = () => {
    const current = hook.result.current.sync
    if (current === null) throw new Error('no sync for a registered user')
    return current
  }
  return { ...hook, sync, fetchMock, markSaved }
}

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  return onLine
}

afterEach(() => {
  vi.restoreAllMocks()
})

/** The plate as the server saved it. */
const savedAs = (): PlateResponse => ({ ...buildPlateResponse(TEST_TODAY, [burgerItem]), version: 5 })

describe('usePlateSave', () => {
  it('sends the whole plate at the version it was loaded at, then says Saved! and retires the edits it held', async () => {
    const held = heldAnswer<unknown>()
    const { result, sync, fetchMock, markSaved } = renderSave(() => held.answer)
    expect(sync().disabledReason).toBeNull()

    act(() => sync().save())
    expect(sync()).toMatchObject({
      isSaving: true,
      pendingMessage: 'Saving…',
      disabledReason: 'Saving…',
      canSave: false,
    })
    expect(result.current.isHeldBySave(EDITS[0] as PlateEdit)).toBe(true)
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
    expect(requestsTo(fetchMock, 'POST', '/api/plate')[0]?.body).toEqual({
      date: TEST_TODAY,
      items: [{ food_id: 'burger', quantity: 1 }],
      version: 3,
    })

    act(() => held.release(savedAs()))
    await waitFor(() => expect(sync().isSavedShown).toBe(true))
    expect(markSaved).toHaveBeenCalledWith(1)
    expect(sync()).toMatchObject({ isSaving: false, pendingMessage: null, errorMessage: null })
    expect(result.current.isHeldBySave(EDITS[0] as PlateEdit)).toBe(false)
  })

  it("keeps a save made offline on the device with 'Offline — will save when you're back online'", async () => {
    const { result, sync, fetchMock, markSaved } = renderSave(savedAs)
    goOffline()
    act(() => sync().save())
    await waitFor(() => expect(sync().pendingMessage).toBe("Offline — will save when you're back online"))
    expect(window.localStorage.getItem(outboxKey)).toContain('"food_id":"burger"')
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
    expect(sync().isSaving).toBe(false)
    expect(markSaved).not.toHaveBeenCalled()
    expect(result.current.isHeldBySave(EDITS[0] as PlateEdit)).toBe(true)
  })

  it('queues the save when the connection drops while it is on its way', async () => {
    const { sync, fetchMock } = renderSave(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      return networkFailure()
    })
    act(() => sync().save())
    await waitFor(() => expect(sync().pendingMessage).toBe(PLATE_MESSAGES.savedOffline))
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1)
    expect(sync().errorMessage).toBeNull()
    expect(window.localStorage.getItem(outboxKey)).toContain('"version":3')
  })

  it('says how an offline save ended once the outbox sent it', () => {
    const { sync } = renderSave(savedAs)
    act(() => announceOutboxNews({ date: TEST_TODAY, outcome: 'replacedOlder' }))
    expect(sync()).toMatchObject({ syncNotice: PLATE_MESSAGES.offlineSaveReplacedOlder, isSavedShown: true })
    act(() => announceOutboxNews({ date: TEST_TODAY, outcome: 'keptNewer' }))
    expect(sync()).toMatchObject({ syncNotice: PLATE_MESSAGES.offlineSaveKeptNewer, isSavedShown: true })
  })

  it('opens the comparison on a 409, without a failure alert; closing it lets the next save compare again', async () => {
    const { sync, fetchMock } = renderSave((body) =>
      (body as { version?: number }).version === 4
        ? savedAs()
        : jsonResponse({ detail: 'This plate was changed elsewhere.', plate: savedElsewhere }, 409),
    )
    act(() => sync().save())
    await waitFor(() => expect(sync().conflict).not.toBeNull())
    expect(sync().conflict?.mine).toEqual(ENTRIES)
    expect(sync().conflict?.saved.map((entry) => entry.foodId)).toEqual(['soup'])
    expect(sync()).toMatchObject({ errorMessage: null, isSaving: false, disabledReason: null })

    act(() => sync().conflict?.dismiss())
    expect(sync().conflict).toBeNull()
    act(() => sync().save())
    await waitFor(() => expect(sync().conflict).not.toBeNull())

    // Keep mine names the version it ran into.
    act(() => sync().conflict?.keepMine())
    await waitFor(() => expect(sync().isSavedShown).toBe(true))
    expect(
      requestsTo(fetchMock, 'POST', '/api/plate').map((call) => (call.body as { version: number }).version),
    ).toEqual([3, 3, 4])
    expect(sync().conflict).toBeNull()
  })

  it('takes the saved plate of a conflict: retires the edits and sends nothing more', async () => {
    const { sync, fetchMock, markSaved } = renderSave(() =>
      jsonResponse({ detail: 'This plate was changed elsewhere.', plate: savedElsewhere }, 409),
    )
    act(() => sync().save())
    await waitFor(() => expect(sync().conflict).not.toBeNull())
    act(() => sync().conflict?.takeSaved())
    expect(sync().conflict).toBeNull()
    expect(markSaved).toHaveBeenCalledWith(1)
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1)
  })

  it('blocks a plate with a custom food without macros until the plate changes', () => {
    const { sync, fetchMock, rerender } = renderSave(savedAs, { edits: [] })
    rerender({ entries: [brokenCustom, soup] })
    // Unchanged but not sendable as it stands: Save stays on, to say why.
    expect(sync().disabledReason).toBeNull()
    act(() => sync().save())
    expect(sync().errorMessage).toBe('One or more custom foods are missing valid macros. Please fix before saving.')
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
    rerender({ entries: [soup] })
    expect(sync().errorMessage).toBeNull()
  })

  it("alerts 'Failed to save plate. Please try again.' with the server's words, and a retry can save", async () => {
    let refuse = true
    const { sync } = renderSave(() =>
      refuse ? jsonResponse({ detail: 'This food is not on the menu for that date' }, 400) : savedAs(),
    )
    act(() => sync().save())
    await waitFor(() => expect(sync().errorMessage).toBe('Failed to save plate. Please try again.'))
    expect(sync()).toMatchObject({
      errorDetail: 'This food is not on the menu for that date',
      disabledReason: null,
      canSave: true,
      isSaving: false,
    })

    refuse = false
    act(() => sync().save())
    expect(sync()).toMatchObject({ errorMessage: null, isSaving: true })
    await waitFor(() => expect(sync().isSavedShown).toBe(true))
    expect(sync().errorDetail).toBeNull()
  })

  it('neither loads nor saves for a guest', () => {
    const { result, rerender } = renderSave(savedAs)
    rerender({ entries: ENTRIES, isRegistered: false })
    expect(result.current.sync).toBeNull()
  })
})
