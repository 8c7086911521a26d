import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path'

describe('safeReturnPath (where a sign-in may return to)', () => {
  it.each(['/dashboard', '/history?range=month', '/dashboard?date=2025-07-20&hall=North'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'dashboard',
    '/a\nb',
    `/${'x'.repeat(200)}`,
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined()
  })
})
