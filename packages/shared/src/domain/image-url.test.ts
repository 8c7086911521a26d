import { describe, expect, it } from 'vitest'
import { isAllowedImageUrl } from './image-url'

describe('isAllowedImageUrl (spec §5 photo URLs)', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E',
    '/static/uploads/ab12.webp',
    'https://lh3.googleusercontent.com/a/photo=s96-c',
    'https://storage.example.edu/u/1.jpg',
    'http://localhost:3000/static/a.png',
    'http://127.0.0.1:5173/a.png',
    'http://[::1]/a.png',
  ])('allows %s', (url) => {
    expect(isAllowedImageUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image',
    'http://example.com/a.png',
    'http://localhost.evil.example/a.png',
    '//evil.example/a.png',
    '/uploads/a.png',
    'static/a.png',
    'ftp://example.com/a.png',
    '',
    null,
    undefined,
    42,
  ])('refuses %s', (url) => {
    expect(isAllowedImageUrl(url)).toBe(false)
  })
})
