import type { CurrentUser, FoodItem } from '@campusplate/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCurrentUser, buildFoodItem, buildOptions, TEST_TODAY } from '@/test/factories'
import { jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import { useMenuDate } from '../hooks/use-menu-date'
import { MenuBrowser } from './menu-browser'

function Harness() {
  const menuDate = useMenuDate(TEST_TODAY)
  return <MenuBrowser menuDate={menuDate} today={TEST_TODAY} timeZone="UTC" onAddFood={vi.fn()} />
}

const nachos = buildFoodItem({
  id: 'nachos',
  name: 'Loaded Nachos',
  nutrients: { calories: 900, protein: 24, total_carbohydrates: 30, total_fat: 11 },
  flags: [{ code: 'energy_mismatch', note: 'Stated 900 kcal, but its protein, carbs and fat make about 315 kcal' }],
})
const soup = buildFoodItem({ id: 'soup', name: 'Tomato Soup' })
const NOW = `${TEST_TODAY}T12:30:00Z`

// The first render, typing and a lazily loaded dialog outlast the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

function renderMenu({
  user,
  freshness = { dining_hall: 'North Hall', source: 'nutrislice', updated_at: `${TEST_TODAY}T10:20:00Z`, stale: false },
  onReport = () => jsonResponse({ id: 1, created_at: NOW }, 201),
}: {
  user?: CurrentUser
  freshness?: object
  onReport?: () => unknown
} = {}) {
  setClock(NOW)
  const fetchMock = stubApi({
    '/api/available-options': () => buildOptions({ 'North Hall': ['Lunch'] }),
    '/foods': (): FoodItem[] => [nachos, soup],
    '/api/menu-freshness': () => ({ halls: [freshness] }),
    '/api/menu-reports': onReport,
    ...(user ? { '/api/profile': () => user } : {}),
  })
  renderWithProviders(<Harness />)
  return fetchMock
}

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { name })
  const article = heading.closest('article')
  if (!article) throw new Error(`no card for ${name}`)
  return article
}

describe('a flagged item', () => {
  it('shows the note with its numbers', async () => {
    renderMenu()
    const notes = within(await card('Loaded Nachos')).getByRole('list', {
      name: 'Notes on the nutrition data of Loaded Nachos',
    })
    expect(within(notes).getByText('Stated 900 kcal, but its protein, carbs and fat make about 315 kcal')).toBeVisible()
    expect(within(await card('Loaded Nachos')).getByText('The nutrition data of this item looks wrong')).toBeVisible()
    expect(within(await card('Tomato Soup')).queryByText('The nutrition data of this item looks wrong')).toBeNull()
  })

  it('shows no number in the note under "Hide numbers"', async () => {
    renderMenu({ user: buildCurrentUser({ hide_numbers: true }) })
    // The profile loads after the menu: wait for the note its preference gives.
    const note = await screen.findByText(
      "The stated calories do not match this item's protein, carbs and fat",
      {},
      { timeout: 10_000 },
    )
    const notes = screen.getByRole('list', { name: 'Notes on the nutrition data of Loaded Nachos' })
    expect(notes).toContainElement(note)
    expect(notes.textContent).not.toMatch(/\d|kcal/)
  })
})

describe('when the menu was updated', () => {
  it('says how long ago and from where', async () => {
    renderMenu()
    expect(await screen.findByText('Updated 2 h ago from Nutrislice')).toBeVisible()
    expect(screen.queryByText(/older than its sync schedule/)).toBeNull()
  })

  it('says when the menu is older than its sync schedule', async () => {
    renderMenu({
      freshness: { dining_hall: 'North Hall', source: 'nutrislice', updated_at: '2020-01-01T00:00:00Z', stale: true },
    })
    expect(await screen.findByText('This menu is older than its sync schedule and may be out of date.')).toBeVisible()
  })
})

describe('Report a problem', () => {
  it('is not offered to a guest or a visitor', async () => {
    renderMenu()
    await card('Loaded Nachos')
    expect(screen.queryByRole('button', { name: /^Report a problem/ })).toBeNull()
  })

  it('sends the kind and the note of a signed-in user, and thanks them', async () => {
    const user = userEvent.setup()
    const fetchMock = renderMenu({ user: buildCurrentUser({}) })
    await user.click(
      await screen.findByRole('button', { name: 'Report a problem with Loaded Nachos' }, { timeout: 10_000 }),
    )
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Report a problem with Loaded Nachos' },
      { timeout: 10_000 },
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Choose what is wrong')).toBeVisible()
    expect(requestsTo(fetchMock, 'POST', '/api/menu-reports')).toEqual([])

    await user.click(within(dialog).getByRole('radio', { name: 'Wrong nutrition' }))
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Way more than 315 kcal')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    expect(await within(dialog).findByText('Thank you. The dining team will look into it.')).toBeVisible()
    expect(requestsTo(fetchMock, 'POST', '/api/menu-reports').map((r) => r.body)).toEqual([
      { food_id: 'nachos', kind: 'nutrition', note: 'Way more than 315 kcal' },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("shows the server's reason when a report is refused", async () => {
    const user = userEvent.setup()
    renderMenu({
      user: buildCurrentUser({}),
      onReport: () => jsonResponse({ detail: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
    })
    await user.click(
      await screen.findByRole('button', { name: 'Report a problem with Tomato Soup' }, { timeout: 10_000 }),
    )
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    await user.click(within(dialog).getByRole('radio', { name: 'Not served' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    )
  })
})
