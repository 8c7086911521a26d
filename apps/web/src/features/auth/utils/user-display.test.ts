import { describe, expect, it } from 'vitest'
import { displayInitial, displayName } from './user-display'

describe('user display (docs/product.md#header)', () => {
  it.each([
    ['Sam Rivera', 'Sam Rivera', 'S'],
    ['  ana  ', 'ana', 'A'],
    ['Émile', 'Émile', 'É'],
    ['😀 Joy', '😀 Joy', '😀'],
    ['', 'User', 'U'],
    ['   ', 'User', 'U'],
    [null, 'User', 'U'],
    [undefined, 'User', 'U'],
  ])('%j shows as %j with the initial %j', (name, shown, initial) => {
    expect(displayName(name)).toBe(shown)
    expect(displayInitial(name)).toBe(initial)
  })
})
