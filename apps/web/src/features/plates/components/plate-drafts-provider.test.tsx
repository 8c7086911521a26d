import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { userStorageKey } from '@/lib/local-user-data'
import type { HeldDownloads } from '@/test/held-download'
import { renderWithProviders } from '@/test/render'
import { usePlateDrafts } from '../hooks/use-plate-drafts'
import { PlateDraftsProvider } from './plate-drafts-provider'

// The drafts' schema downloads with the others (decision 046): here the test lets it through, or
// fails it, when it chooses.
// Each test starts with the schema not yet downloaded, and a user of its own (an item that has read
// its check keeps it).
const download = vi.hoisted(() => ({ attempts: [], restart: () => {} }) as HeldDownloads)
vi.mock('../utils/plate-storage-schema-loader', async () => {
  const { heldModule } = await import('@/test/held-download')
  return { plateStorageSchemas: heldModule(() => import('../utils/plate-storage-schemas'), download) }
})

beforeEach(() => download.restart())

const DATE = '2025-07-20'
const DRAFTS = {
  [DATE]: [
    {
      type: 'add',
      entry: {
        foodId: 'food-1',
        name: 'Oatmeal',
        portionSize: '1 cup',
        quantity: 1,
        calories: 150,
        protein: 5,
        carbs: 27,
        fat: 3,
      },
    },
  ],
}

function DraftLines() {
  const { edits } = usePlateDrafts(DATE, { isRegistered: true })
  return <p>{`${edits.length} unsaved change(s)`}</p>
}

function renderProvider(userId: string) {
  return renderWithProviders(
    <PlateDraftsProvider userId={userId}>
      <DraftLines />
    </PlateDraftsProvider>,
  )
}

const keyOf = (userId: string) => userStorageKey(userId, 'plateDrafts')
const stored = (userId: string) => JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null') as unknown

describe('PlateDraftsProvider', () => {
  it('waits for the drafts’ check before reading them, and keeps them meanwhile', async () => {
    window.localStorage.setItem(keyOf('user-1'), JSON.stringify(DRAFTS))
    renderProvider('user-1')

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByText(/unsaved change/)).not.toBeInTheDocument()
    // Read as "none" and written back, the drafts would be gone before their check arrived.
    await vi.waitFor(() => expect(download.attempts).toHaveLength(1))
    expect(stored('user-1')).toEqual(DRAFTS)

    download.attempts.shift()?.resolve()
    expect(await screen.findByText('1 unsaved change(s)')).toBeInTheDocument()
    expect(stored('user-1')).toEqual(DRAFTS)
  })

  it('says so when the check cannot be downloaded, and tries again on request', async () => {
    window.localStorage.setItem(keyOf('user-2'), JSON.stringify(DRAFTS))
    const { user } = renderProvider('user-2')
    await vi.waitFor(() => expect(download.attempts).toHaveLength(1))
    download.attempts.shift()?.reject(new Error('Failed to fetch dynamically imported module'))

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the plate changes kept on this device.')
    expect(stored('user-2')).toEqual(DRAFTS)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(download.attempts).toHaveLength(1))
    download.attempts.shift()?.resolve()
    expect(await screen.findByText('1 unsaved change(s)')).toBeInTheDocument()
    expect(stored('user-2')).toEqual(DRAFTS)
  })
})
