import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
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

  it('sends the security headers of docs/product.md#security', async () => {
    const app = await buildTestApp({ webDistDir: fakeWebDist() })
    const res = await app.inject('/dashboard')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers a route with its own page when the build wrote one (its chunks named up front)', async () => {
    const dir = fakeWebDist()
    mkdirSync(join(dir, 'pages'))
    const loginPage = '<!doctype html><link rel="modulepreload" href="/assets/login-x.js"><div id="root"></div>'
    writeFileSync(join(dir, 'pages', 'login.html'), loginPage)
    writeFileSync(join(dir, 'pages', 'auth-callback.html'), '<!doctype html><p>callback page</p>')
    writeFileSync(
      join(dir, 'route-pages.json'),
      JSON.stringify({ '/login': 'pages/login.html', '/auth/callback': 'pages/auth-callback.html' }),
    )
    const app = await buildTestApp({ webDistDir: dir })

    for (const url of ['/login', '/login?expired=1']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toBe(loginPage)
    }
    expect((await app.inject('/auth/callback?code=1')).body).toContain('callback page')
    // Any other path, and a route the build wrote no page for, is index.html.
    for (const url of ['/', '/dashboard', '/login/', '/no/such/page']) {
      expect((await app.inject(url)).body).toContain('<title>CampusPlate</title>')
    }
  })

  it('sends a route page precompressed when the client accepts it', async () => {
    const dir = fakeWebDist()
    mkdirSync(join(dir, 'pages'))
    const page = `<!doctype html>${'<link rel="modulepreload" href="/assets/dashboard-x.js">'.repeat(30)}`
    writeFileSync(join(dir, 'pages', 'dashboard.html'), page)
    writeFileSync(join(dir, 'pages', 'dashboard.html.br'), brotliCompressSync(page))
    writeFileSync(join(dir, 'route-pages.json'), JSON.stringify({ '/dashboard': 'pages/dashboard.html' }))
    const app = await buildTestApp({ webDistDir: dir })
    const res = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page)
  })

  it.each([
    ['names a file that is not there', { '/login': 'pages/login.html' }],
    ['names a file outside pages/', { '/login': '../../etc/passwd' }],
    ['maps something that is not a path', { login: 'pages/login.html' }],
  ])('refuses to start when the route pages manifest %s', async (_, manifest) => {
    const dir = fakeWebDist()
    writeFileSync(join(dir, 'route-pages.json'), JSON.stringify(manifest))
    await expect(buildTestApp({ webDistDir: dir })).rejects.toThrow()
  })

  it('serves the OpenAPI document with the menu calls', async () => {
    const app = await buildTestApp()
    const doc = (await app.inject('/api/docs/json')).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/available-options', '/foods', '/readyz']))
  })
})
