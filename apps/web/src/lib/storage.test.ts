// @vitest-environment jsdom
// Needs a DOM: the subject is what the browser keeps in localStorage.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { type HeldDownloads, heldModule } from '@/test/held-download'
import { createStorageItem } from './storage'

const PairSchema = z.object({ left: z.number(), right: z.number() })
type Pair = z.infer<typeof PairSchema>

/** A schema download that the test lets through (or fails) when it chooses. */
function heldSchema() {
  const downloads: HeldDownloads = { attempts: [], restart: () => {} }
  const schemas = heldModule(async () => PairSchema, downloads)
  return {
    check: { current: () => schemas.current(), load: () => schemas.load() },
    arrive: () => downloads.attempts.shift()?.resolve(),
    fail: () => downloads.attempts.shift()?.reject(new Error('Failed to fetch dynamically imported module')),
    requests: () => downloads.attempts.length,
  }
}

const store = (key: string, value: unknown) => window.localStorage.setItem(key, JSON.stringify(value))

afterEach(() => window.localStorage.clear())

describe('createStorageItem', () => {
  it('reads what its guard accepts and null for anything else', () => {
    const item = createStorageItem('flag', (value: unknown): value is boolean => typeof value === 'boolean')
    expect(item.isReady()).toBe(true)
    store('flag', true)
    expect(item.get()).toBe(true)
    store('flag', 'yes')
    expect(item.get()).toBeNull()
    window.localStorage.setItem('flag', '{not json')
    expect(item.get()).toBeNull()
  })

  it('reads null until its schema has arrived, then tells its subscribers and reads the checked value', async () => {
    const held = heldSchema()
    const item = createStorageItem<Pair>('pair', held.check)
    store('pair', { left: 1, right: 2, extra: 'dropped' })
    const listener = vi.fn()
    item.subscribe(listener)

    expect(item.get()).toBeNull()
    expect(item.isReady()).toBe(false)
    expect(held.requests()).toBe(1)
    // Waiting readers share the one download.
    expect(item.get()).toBeNull()
    expect(held.requests()).toBe(1)
    // Nothing stored is touched while the item cannot check it.
    expect(JSON.parse(window.localStorage.getItem('pair') ?? 'null')).toEqual({ left: 1, right: 2, extra: 'dropped' })

    held.arrive()
    await item.ready()
    expect(listener).toHaveBeenCalled()
    expect(item.isReady()).toBe(true)
    expect(item.get()).toEqual({ left: 1, right: 2 })
    store('pair', { left: 'one' })
    expect(item.get()).toBeNull()
  })

  it('is ready at once when its schema came with another item', async () => {
    const held = heldSchema()
    const first = createStorageItem<Pair>('first', held.check)
    const ready = first.ready()
    held.arrive()
    await ready
    const second = createStorageItem<Pair>('second', held.check)
    store('second', { left: 3, right: 4 })
    expect(second.isReady()).toBe(true)
    expect(second.get()).toEqual({ left: 3, right: 4 })
  })

  it('asks for its schema again after a failed download', async () => {
    const held = heldSchema()
    const item = createStorageItem<Pair>('pair', held.check)
    store('pair', { left: 5, right: 6 })
    const first = item.ready()
    held.fail()
    await expect(first).rejects.toThrow('Failed to fetch')
    expect(item.isReady()).toBe(false)
    expect(item.get()).toBeNull()

    // The read above asked again.
    expect(held.requests()).toBe(1)
    held.arrive()
    await item.ready()
    expect(item.get()).toEqual({ left: 5, right: 6 })
  })
})
