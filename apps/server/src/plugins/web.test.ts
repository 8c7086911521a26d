import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campusplate-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>CampusPlate</title><div id="root"></div>')
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/login', '/auth/callback?token=abc', '/reset-password?token=x', '/no/such/page'])(
    'answers %s with index.html',
    async (url) => {
      const app = await buildTestApp({ webDistDir: fakeWebDist() })
      const res = await app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('caches hashed assets for a year and other files not at all', async () => {
    const app = await buildTestApp({ webDistDir: fakeWebDist() })
    const asset = await app.inject('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('answers JSON 404 for unknown API paths and non-GET requests', async () => {
    const app = await buildTestApp({ webDistDir: fakeWebDist() })
    expect((await app.inject('/api/unknown')).json()).toEqual({ detail: 'Not found' })
    const post = await app.inject({ method: 'POST', url: '/dashboard' })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ detail: 'Not found' })
  })

  it('sends the security headers of ARCHITECTURE §6', async () => {
    const app = await buildTestApp({ webDistDir: fakeWebDist() })
    const res = await app.inject('/dashboard')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the OpenAPI document with the menu calls', async () => {
    const app = await buildTestApp()
    const doc = (await app.inject('/api/docs/json')).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/available-options', '/foods', '/readyz']))
  })
})
