import { describe, expect, it } from 'vitest'
import { loggableUrl } from './request-log'

describe('loggableUrl', () => {
  it.each([
    ['/auth/callback?token=abc', '/auth/callback?token=[redacted]'],
    ['/auth/callback?error=invalid_state', '/auth/callback?error=invalid_state'],
    ['/reset-password?token=abc&x=1', '/reset-password?token=[redacted]&x=1'],
    [
      '/auth/google/callback?code=c&state=s&scope=openid',
      '/auth/google/callback?code=[redacted]&state=[redacted]&scope=openid',
    ],
    ['/foods?date=2025-07-20', '/foods?date=2025-07-20'],
    ['/x?TOKEN=abc', '/x?TOKEN=[redacted]'],
    ['/healthz', '/healthz'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged)
  })
})
