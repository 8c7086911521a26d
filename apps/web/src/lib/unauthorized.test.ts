// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { notifyUnauthorized, onUnauthorized } from './unauthorized'

describe('the 401 channel', () => {
  it('tells every listener of each report', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onUnauthorized(first)
    const stopSecond = onUnauthorized(second)
    notifyUnauthorized()
    notifyUnauthorized()
    expect(first).toHaveBeenCalledTimes(2)
    expect(second).toHaveBeenCalledTimes(2)
    stopFirst()
    stopSecond()
  })

  it('keeps a report made while nobody listens for the first listener, once', () => {
    notifyUnauthorized()
    notifyUnauthorized()
    const first = vi.fn()
    const stopFirst = onUnauthorized(first)
    expect(first).toHaveBeenCalledOnce()
    stopFirst()
    const later = vi.fn()
    const stopLater = onUnauthorized(later)
    expect(later).not.toHaveBeenCalled()
    stopLater()
  })

  it('stops telling a listener that left', () => {
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    const other = vi.fn()
    const stopOther = onUnauthorized(other)
    stop()
    notifyUnauthorized()
    expect(listener).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledOnce()
    stopOther()
  })
})
