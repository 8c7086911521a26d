import type { PlateItem, PlateResponse } from '@campusplate/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { useAuth } from '@/lib/session/use-auth'
import { buildCurrentUser, buildFoodItem, buildPlateItem } from '@/test/factories'
import { jsonResponse, requestsTo, stubApi } from '@/test/fake-api'
import { preloadParts, renderWithProviders } from '@/test/render'
import { usePlate } from '../hooks/use-plate'
import { PlatePanel } from './plate-panel'

beforeAll(() => preloadParts('conflictDialog'))

const DATE = '2025-07-20'
const MACROS = { calories: 100, protein: 5, carbs: 10, fat: 2 }
const NAMES: Record<string, string> = { pasta: 'Pasta', salad: 'Salad', soup: 'Tomato Soup' }
const salad = buildFoodItem({
  id: 'salad',
  name: 'Salad',
  portion_size: '1 serving',
  nutrients: { calories: 100, protein: 5, total_carbohydrates: 10, total_fat: 2 },
})

function line(foodId: string, quantity: number): PlateItem {
  return buildPlateItem({ food_id: foodId, name: NAMES[foodId], portion_size: '1 serving', quantity, macros: MACROS })
}

function plateOf(items: PlateItem[], version: number): PlateResponse {
  return { date: DATE, items, totals: { calories: 0, protein: 0, carbs: 0, fat: 0 }, saved_at: null, version }
}

/**
 * The server's plate of the day, with its version check: a save naming another version answers
 * 409 with the current plate. `savedElsewhere` stands for another device's save.
 */
function stubPlateServer(initial: PlateResponse) {
  let current = initial
  const fetchMock = stubApi({
    '/api/profile': () => buildCurrentUser(),
    '/api/plate': (_url, init) => {
      if (init?.method !== 'POST') return current
      const body = JSON.parse(String(init.body)) as {
        items: { food_id: string; quantity: number }[]
        version?: number
      }
      if (body.version !== undefined && body.version !== current.version) {
        return jsonResponse({ detail: 'This plate was changed elsewhere.', plate: current }, 409)
      }
      current = plateOf(
        body.items.map((item) => line(item.food_id, item.quantity)),
        current.version + 1,
      )
      return current
    },
  })
  return {
    fetchMock,
    savedElsewhere: (plate: PlateResponse) => {
      current = plate
    },
    current: () => current,
  }
}

function Harness() {
  const { state } = useAuth()
  const plate = usePlate(DATE, { isRegistered: state.status === 'authenticated' })
  return (
    <>
      <button type="button" onClick={() => plate.addFood(salad, 1)}>
        Menu add Salad
      </button>
      <PlatePanel plate={plate} isGuest={false} />
    </>
  )
}

const plateRegion = () => screen.getByRole('region', { name: 'Plate' })

/** Loads pasta × 1, another device then saves pasta × 2 and soup; this plate adds a salad and saves. */
async function runIntoConflict() {
  const server = stubPlateServer(plateOf([line('pasta', 1)], 5))
  const rendered = renderWithProviders(<Harness />)
  const { user } = rendered
  await within(plateRegion()).findByText('Pasta')
  server.savedElsewhere(plateOf([line('pasta', 2), line('soup', 1)], 6))
  await user.click(screen.getByRole('button', { name: 'Menu add Salad' }))
  await user.click(within(plateRegion()).getByRole('button', { name: 'Save Plate' }))
  const dialog = await screen.findByRole('dialog', { name: 'This plate was changed elsewhere' })
  return { ...rendered, server, dialog }
}

const savedItems = (plate: PlateResponse) => plate.items.map((item) => [item.food_id, item.quantity])

describe('PlateConflictDialog', () => {
  it('shows what only this plate has, what only the saved plate has, and different servings', async () => {
    const { dialog, server } = await runIntoConflict()
    expect(requestsTo(server.fetchMock, 'POST', '/api/plate')[0]?.body).toMatchObject({ version: 5 })
    const onlyMine = within(dialog).getByRole('heading', { name: 'Only on this plate' }).parentElement
    const onlySaved = within(dialog).getByRole('heading', { name: 'Only on the saved plate' }).parentElement
    const servings = within(dialog).getByRole('heading', { name: 'Different servings' }).parentElement
    expect(
      within(onlyMine as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Salad × 1'])
    expect(
      within(onlySaved as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tomato Soup × 1'])
    expect(
      within(servings as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pasta: 1 here, 2 on the saved plate'])
    expect(dialog).toHaveTextContent(
      'Merge keeps every item from both plates, with the larger number of servings where they differ.',
    )
    // A conflict is not a failed save: no failure alert behind the dialog.
    expect(screen.queryByText('Failed to save plate. Please try again.')).not.toBeInTheDocument()
    expect(server.current().version).toBe(6)
  })

  it('keeps mine: saves this plate over the other one, naming the version it ran into', async () => {
    const { dialog, server, user } = await runIntoConflict()
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requestsTo(server.fetchMock, 'POST', '/api/plate')[1]?.body).toMatchObject({ version: 6 })
    expect(savedItems(server.current())).toEqual([
      ['pasta', 1],
      ['salad', 1],
    ])
    expect(await within(plateRegion()).findByText('Saved!')).toBeInTheDocument()
  })

  it('takes the saved plate: drops this plate’s changes and saves nothing', async () => {
    const { dialog, server, user } = await runIntoConflict()
    await user.click(within(dialog).getByRole('button', { name: 'Use saved plate' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(plateRegion()).getByText('Tomato Soup')).toBeInTheDocument()
    expect(within(plateRegion()).queryByText('Salad')).not.toBeInTheDocument()
    expect(within(plateRegion()).queryByText('Unsaved changes')).not.toBeInTheDocument()
    expect(requestsTo(server.fetchMock, 'POST', '/api/plate')).toHaveLength(1)
    expect(savedItems(server.current())).toEqual([
      ['pasta', 2],
      ['soup', 1],
    ])
  })

  it('merges: saves every item of both with the larger servings', async () => {
    const { dialog, server, user } = await runIntoConflict()
    await user.click(within(dialog).getByRole('button', { name: 'Merge both' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requestsTo(server.fetchMock, 'POST', '/api/plate')[1]?.body).toMatchObject({ version: 6 })
    expect(savedItems(server.current())).toEqual([
      ['pasta', 2],
      ['salad', 1],
      ['soup', 1],
    ])
    expect(within(plateRegion()).getByText('Tomato Soup')).toBeInTheDocument()
  })

  it('closes on Escape without saving; the next save compares again', async () => {
    const { server, user } = await runIntoConflict()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(within(plateRegion()).getByRole('button', { name: 'Save Plate' }))
    expect(await screen.findByRole('dialog', { name: 'This plate was changed elsewhere' })).toBeInTheDocument()
    expect(server.current().version).toBe(6)
  })
})
