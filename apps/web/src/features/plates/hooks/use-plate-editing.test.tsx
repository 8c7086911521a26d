import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { AuthProvider } from '@/lib/session/auth-provider'
import { buildFoodItem, buildPlateItem, TEST_TODAY } from '@/test/factories'
import { stubApi } from '@/test/fake-api'
import { createTestQueryClient } from '@/test/query-client'
import { entryFromSavedItem, type PlateEntry } from '../utils/plate-entries'
import { type PlateEditingOptions, usePlateEditing } from './use-plate-editing'

const burger = buildFoodItem({
  id: 'burger',
  name: 'Cheeseburger',
  nutrients: { calories: 500, protein: 25, total_carbohydrates: 40, total_fat: 26 },
})
const fries = entryFromSavedItem(
  buildPlateItem({ food_id: 'fries', name: 'Fries', macros: { calories: 300, protein: 4, carbs: 40, fat: 15 } }),
)
const soup = entryFromSavedItem(buildPlateItem({ food_id: 'soup', name: 'Soup' }))
const SAVED: readonly PlateEntry[] = [fries, soup]

function renderEditing(options: Partial<PlateEditingOptions> = {}) {
  stubApi({})
  const queryClient = createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
  const initialProps: PlateEditingOptions = {
    isRegistered: true,
    isDateConfirmed: true,
    savedEntries: SAVED,
    ...options,
  }
  return renderHook((props: PlateEditingOptions) => usePlateEditing(TEST_TODAY, props), { wrapper, initialProps })
}

const foodIds = (entries: readonly PlateEntry[]) => entries.map((entry) => entry.foodId)

describe('usePlateEditing', () => {
  it('adds on top of the saved plate and announces the dish and the plate’s calories', () => {
    const { result } = renderEditing()
    act(() => result.current.addFood(burger, 2))
    expect(foodIds(result.current.entries)).toEqual(['fries', 'soup', 'burger'])
    expect(result.current.totals.calories).toBe(1500)
    expect(result.current.announcement).toEqual({
      id: 1,
      text: 'Added 2 × Cheeseburger — 1,000 kcal; plate 1,500 kcal',
    })
    expect(result.current.drafts.edits).toHaveLength(1)
  })

  it('announces the same words again under a new id', () => {
    const { result } = renderEditing({ savedEntries: [] })
    act(() => result.current.addFood(burger, 1))
    act(() => result.current.remove('burger'))
    act(() => result.current.addFood(burger, 1))
    expect(result.current.announcement).toEqual({ id: 2, text: 'Added 1 × Cheeseburger — 500 kcal; plate 500 kcal' })
  })

  it('adds nothing while the date field shows another date, and says why', () => {
    const { result } = renderEditing({ isDateConfirmed: false })
    act(() => result.current.addFood(burger, 1))
    expect(foodIds(result.current.entries)).toEqual(['fries', 'soup'])
    expect(result.current.announcement?.text).toBe('Choose a valid date first: the plate belongs to the date shown.')
  })

  it('offers to undo a Remove, and the undo puts the line back in its place', () => {
    const { result } = renderEditing()
    act(() => result.current.remove('fries'))
    expect(foodIds(result.current.entries)).toEqual(['soup'])
    expect(result.current.undoable).toMatchObject({ text: 'Removed Fries', origin: 'plate', foodIds: ['fries'] })
    act(() => result.current.undo())
    expect(foodIds(result.current.entries)).toEqual(['fries', 'soup'])
    expect(result.current.drafts.edits).toEqual([])
    expect(result.current.undoable).toBeNull()
  })

  it('undoes an edit a save carries with a restore, so the save’s landing retires only its own edits', () => {
    const { result } = renderEditing()
    act(() => result.current.clear())
    const cleared = result.current.undoable?.edit
    act(() => result.current.undo((edit) => edit === cleared))
    expect(foodIds(result.current.entries)).toEqual(['fries', 'soup'])
    expect(result.current.drafts.edits.map((edit) => edit.type)).toEqual(['clear', 'restore'])
  })

  it('offers to undo a repeat, and the next edit takes the offer away', () => {
    const { result } = renderEditing()
    act(() => result.current.fill([soup], 'Added 1 item from Sat 19 Jul'))
    expect(result.current.undoable).toMatchObject({ origin: 'repeat', foodIds: ['fries', 'soup'] })
    act(() => result.current.setQuantity('soup', 2))
    expect(result.current.undoable).toBeNull()
    expect(result.current.entries).toEqual([{ ...soup, quantity: 2 }])
  })

  it('lets the offer to undo go without changing the plate', () => {
    const { result } = renderEditing()
    act(() => result.current.remove('soup'))
    act(() => result.current.dismissUndo())
    expect(result.current.undoable).toBeNull()
    expect(foodIds(result.current.entries)).toEqual(['fries'])
  })
})
