import { describe, expect, it } from 'vitest'
import { isAllowedImageUrl, isImageHostAllowed, storableImageUrl } from './image-url'

describe('isAllowedImageUrl (docs/product.md#photo)', () => {
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

describe('storableImageUrl (what a profile update may store)', () => {
  it.each([
    [
      '/static/images/0b6f3d2e-5a51-4f0e-9d1c-1c2b3a4d5e6f.webp',
      '/static/images/0b6f3d2e-5a51-4f0e-9d1c-1c2b3a4d5e6f.webp',
      null,
    ],
    ['/static/avatars/a_b~c-1.png', '/static/avatars/a_b~c-1.png', null],
    [
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      'lh3.googleusercontent.com',
    ],
    ['HTTPS://Storage.Example.EDU/u/1.jpg', 'https://storage.example.edu/u/1.jpg', 'storage.example.edu'],
  ])('stores %s as %s (host %s)', (value, url, host) => {
    expect(storableImageUrl(value)).toEqual({ url, host })
  })

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E',
    '/static/../api/profile',
    '/static/images/../../etc/passwd',
    '/static/./a.png',
    '/static/%2e%2e/a.png',
    '/static//a.png',
    '/static/',
    '/static/.hidden',
    '/static/a.png?x=1',
    '/static\\a.png',
    '/uploads/a.png',
    'http://localhost:3000/static/a.png',
    'https://user:pass@example.com/a.png',
    'https://example.com:8443/a.png',
    'https://exa mple.com/a.png',
    'javascript:alert(1)',
    `https://example.com/${'a'.repeat(2048)}`,
    '',
  ])('refuses %s', (value) => {
    expect(storableImageUrl(value)).toBeNull()
  })
})

describe('isImageHostAllowed', () => {
  const hosts = ['*.googleusercontent.com', 'images.example.edu']
  it.each([
    ['lh3.googleusercontent.com', true],
    ['a.b.googleusercontent.com', true],
    ['googleusercontent.com', false],
    ['evilgoogleusercontent.com', false],
    ['images.example.edu', true],
    ['cdn.images.example.edu', false],
    ['example.edu', false],
  ])('%s → %s', (hostname, allowed) => {
    expect(isImageHostAllowed(hostname, hosts)).toBe(allowed)
  })
})
