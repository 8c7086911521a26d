import { screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HeldDownloads } from '@/test/held-download'
import { preloadParts, renderWithProviders } from '@/test/render'
import { AddCustomMeal } from './add-custom-meal'

// The saved meals' schema downloads with the others (decision 046): here the test lets it through,
// or fails it, when it chooses.
const download = vi.hoisted(() => ({ attempts: [], restart: () => {} }) as HeldDownloads)
vi.mock('../utils/plate-storage-schema-loader', async () => {
  const { heldModule } = await import('@/test/held-download')
  return { plateStorageSchemas: heldModule(() => import('../utils/plate-storage-schemas'), download) }
})

beforeAll(() => preloadParts('customMealForm'))
beforeEach(() => download.restart())

describe('AddCustomMeal before the saved meals can be read', () => {
  it('opens once they can, says so when they cannot, and can be cancelled', async () => {
    window.localStorage.setItem(
      'customMeals',
      JSON.stringify([
        {
          id: 'custom-1',
          name: 'Protein shake',
          portionSize: '1 serving',
          calories: 200,
          protein: 25,
          carbs: 8,
          totalFat: 3,
        },
      ]),
    )
    const { user } = renderWithProviders(<AddCustomMeal onAdd={vi.fn()} />)
    const open = () => user.click(screen.getByRole('button', { name: 'Add Custom Meal' }))

    await open()
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(download.attempts).toHaveLength(1))
    download.attempts.shift()?.reject(new Error('Failed to fetch dynamically imported module'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the custom meals kept on this device.')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await open()
    await vi.waitFor(() => expect(download.attempts).toHaveLength(1))
    download.attempts.shift()?.resolve()
    expect(await screen.findByRole('dialog', { name: 'Add Custom Meal' })).toBeInTheDocument()
    expect(await screen.findByText('Protein shake')).toBeInTheDocument()
    // Nothing stored was touched while it could not be read.
    expect(JSON.parse(window.localStorage.getItem('customMeals') ?? '[]')).toHaveLength(1)
  })
})
