import type { CurrentUser, FoodItem, Profile } from '@campusplate/shared'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { guestUserStorage } from '@/lib/session/session-storage'
import { buildCurrentUser, buildFoodItem, buildOptions, TEST_TODAY } from '@/test/factories'
import { setClock, stubApi } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import { useMenuDate } from '../hooks/use-menu-date'
import { menuMatcherModule } from '../hooks/use-menu-matcher'
import { MenuBrowser } from './menu-browser'

// The matcher's code loads apart from the menu; here it is at hand, as after the first visit.
beforeAll(() => menuMatcherModule.load())

function Harness() {
  const menuDate = useMenuDate(TEST_TODAY)
  return <MenuBrowser menuDate={menuDate} today={TEST_TODAY} timeZone="UTC" onAddFood={vi.fn()} />
}

const satay = buildFoodItem({
  name: 'Chicken Satay',
  allergens: ['peanuts', 'soybeans'],
  ingredients: ['chicken', 'peanut sauce', 'soy sauce'],
  nutrients: { calories: 430, protein: 28, total_carbohydrates: 12, total_fat: 24 },
})
const salad = buildFoodItem({
  name: 'Garden Salad',
  labels: ['vegan'],
  allergens: ['sesame'],
  ingredients: ['lettuce', 'tomato', 'sesame dressing'],
  nutrients: { calories: 150, protein: 3, total_carbohydrates: 10, total_fat: 11 },
})
const special = buildFoodItem({ name: 'Chef Special', nutrients: { calories: 610 } })
const cookies = buildFoodItem({
  name: 'Oat Cookies',
  allergens: ['wheat'],
  may_contain: ['peanuts'],
  ingredients: ['oats', 'flour', 'sugar'],
  nutrients: { calories: 220, protein: 3, total_carbohydrates: 30, total_fat: 9 },
})
const FOODS = [satay, salad, special, cookies]

/** The single hall and meal open on their own; `user` is who `/api/profile` answers (401 without one). */
function renderMenu({ user, foods = FOODS }: { user?: CurrentUser; foods?: FoodItem[] } = {}) {
  setClock(`${TEST_TODAY}T12:30:00Z`)
  stubApi({
    '/api/available-options': () => buildOptions({ 'North Hall': ['Lunch'] }),
    '/foods': () => foods,
    ...(user ? { '/api/profile': () => user } : {}),
  })
  return renderWithProviders(<Harness />)
}

function signedIn(profile: Partial<Profile>) {
  return buildCurrentUser(profile)
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name })
  const article = heading.closest('article')
  if (!article) throw new Error(`no card for ${name}`)
  return article
}

const notesOf = (name: string) => within(card(name)).queryByRole('list', { name: `Notes on ${name} for your profile` })

describe('menu warnings for the signed-in user', () => {
  it('flags each item that contains an allergen of theirs with its reason', async () => {
    renderMenu({ user: signedIn({ allergens: ['peanuts'] }) })
    expect(await screen.findByText('Contains peanuts')).toBeInTheDocument()
    expect(within(card('Chicken Satay')).getByText('Contains peanuts')).toBeInTheDocument()
    expect(within(card('Oat Cookies')).getByText('May contain peanuts')).toBeInTheDocument()
    expect(notesOf('Garden Salad')).not.toBeInTheDocument()
  })

  it("says so when an item's data cannot tell, rather than passing it as safe", async () => {
    renderMenu({ user: signedIn({ allergens: ['peanuts'], diet_type: 'vegetarian' }) })
    const notes = await screen.findByRole('list', { name: 'Notes on Chef Special for your profile' })
    expect(within(notes).getByText('No allergen information')).toBeInTheDocument()
    expect(within(notes).getByText("Can't tell if vegetarian")).toBeInTheDocument()
  })

  it('flags a dish that breaks their diet or cultural preference', async () => {
    renderMenu({ user: signedIn({ diet_type: 'vegetarian', cultural_preference: 'hindu' }) })
    await screen.findByText('Not vegetarian')
    expect(within(card('Chicken Satay')).getByText('Not vegetarian')).toBeInTheDocument()
    expect(within(card('Chef Special')).getByText("Can't tell if it contains beef")).toBeInTheDocument()
    expect(notesOf('Garden Salad')).not.toBeInTheDocument()
  })

  it('shows a guest no warnings and no filter', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    renderMenu()
    expect(await screen.findByRole('heading', { name: 'Chicken Satay' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /for your profile/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Fits my profile' })).not.toBeInTheDocument()
  })

  it('offers no filter to a user whose profile asks nothing of a dish', async () => {
    renderMenu({ user: signedIn({ diet_type: 'regular', cultural_preference: 'none' }) })
    expect(await screen.findByRole('heading', { name: 'Chicken Satay' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Fits my profile' })).not.toBeInTheDocument()
    expect(notesOf('Chef Special')).not.toBeInTheDocument()
  })
})

describe('the Fits my profile filter', () => {
  it('shows only the items with no warning and nothing unknown, and all of them again when cleared', async () => {
    const { user } = renderMenu({ user: signedIn({ allergens: ['peanuts'] }) })
    const filter = await screen.findByRole('checkbox', { name: 'Fits my profile' })
    expect(filter).not.toBeChecked()
    await user.click(filter)
    expect(screen.getByRole('heading', { name: 'Garden Salad' })).toBeInTheDocument()
    for (const name of ['Chicken Satay', 'Oat Cookies', 'Chef Special']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument()
    }
    await user.click(filter)
    expect(screen.getByRole('heading', { name: 'Chicken Satay' })).toBeInTheDocument()
  })

  it('applies to the search results too', async () => {
    const { user } = renderMenu({ user: signedIn({ allergens: ['peanuts'] }) })
    await user.click(await screen.findByRole('checkbox', { name: 'Fits my profile' }))
    await user.type(screen.getByLabelText('Search menu'), 'sauce')
    expect(screen.getByText('0 items match')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Search menu'))
    await user.type(screen.getByLabelText('Search menu'), 'salad')
    expect(screen.getByText('1 item matches')).toBeInTheDocument()
  })

  it("says 'No items fit your profile' when nothing does", async () => {
    const { user } = renderMenu({ user: signedIn({ allergens: ['peanuts'] }), foods: [satay] })
    await user.click(await screen.findByRole('checkbox', { name: 'Fits my profile' }))
    expect(screen.getByText('No items fit your profile')).toBeInTheDocument()
  })
})

describe('Hide numbers on the menu', () => {
  it('hides calories and nutrient values but keeps the portion, labels and allergens', async () => {
    const { user } = renderMenu({ user: signedIn({ allergens: ['peanuts'], hide_numbers: true }) })
    await screen.findByText('Contains peanuts')
    const satayCard = card('Chicken Satay')
    expect(within(satayCard).getByText('Contains peanuts')).toBeInTheDocument()
    expect(within(satayCard).getByText('1 cup')).toBeInTheDocument()
    await user.click(within(satayCard).getByText('Details for Chicken Satay'))
    expect(within(satayCard).getByText('Peanuts, Soybeans')).toBeInTheDocument()
    expect(within(satayCard).queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Search menu'), 'salad')
    expect(within(card('Garden Salad')).getByText('Vegan')).toBeInTheDocument()
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument()
  })

  it('shows them when the preference is off', async () => {
    renderMenu({ user: signedIn({ hide_numbers: false }) })
    await screen.findByRole('heading', { name: 'Chicken Satay' })
    // The card's line and the details' nutrition table.
    expect(within(card('Chicken Satay')).getAllByText('430 kcal')).toHaveLength(2)
    expect(within(card('Chicken Satay')).getByRole('table')).toBeInTheDocument()
  })
})
