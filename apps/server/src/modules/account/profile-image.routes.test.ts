import { PROFILE_IMAGE_MAX_BYTES } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../../test/build-test-app'
import { countRows } from '../../../test/counts'
import { imageOf, jpegWithGps, multipartFile, pngBomb } from '../../../test/images'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_POSTGRES_URL } from '../../../test/test-env'
import type { AppInstance } from '../../app-types'
import { images, profiles } from '../../db/schema/index'

function upload(app: AppInstance, cookie: string, file: Parameters<typeof multipartFile>[0]) {
  const body = multipartFile(file)
  return app.inject({
    method: 'POST',
    url: '/api/profile/image',
    headers: { ...testOrigin(app), cookie, ...body.headers },
    payload: body.payload,
  })
}

function deleteImage(app: AppInstance, cookie: string, imageUrl: unknown) {
  return app.inject({
    method: 'DELETE',
    url: '/api/profile/image',
    headers: { ...testOrigin(app), cookie },
    payload: { imageUrl },
  })
}

async function signedIn(app: AppInstance) {
  const user = await createUser(app)
  return { user, cookie: await loginAs(app, user) }
}

describe('POST /api/profile/image', () => {
  it('stores an upright, at most 512 px WebP without any metadata (GPS included) and serves it', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('CampusCam')

    const res = await upload(app, cookie, { fileName: 'me.jpg', contentType: 'image/jpeg', data: original })

    expect(res.statusCode).toBe(200)
    const { url } = res.json()
    expect(url).toMatch(/^\/static\/images\/[0-9a-f-]{36}\.webp$/)
    const served = await app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    // A shared cache must not keep a photo the owner may delete.
    expect(served.headers['cache-control']).toBe('private, max-age=3600')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('webp')
    // 1200 × 600 with EXIF orientation 6 is a portrait photo: turned upright, then fitted in 512 px.
    expect([metadata.width, metadata.height]).toEqual([256, 512])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('CampusCam'))).toBe(false)
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false)
  })

  it.each(['png', 'gif', 'webp'] as const)('accepts a %s image, judged by its content', async (format) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    // The name and declared type say nothing true: only the bytes count.
    const res = await upload(app, cookie, {
      fileName: 'picture.bin',
      contentType: 'application/octet-stream',
      data: await imageOf(format),
    })
    expect(res.statusCode).toBe(200)
    expect((await app.inject({ url: res.json().url })).statusCode).toBe(200)
  })

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', Buffer.from('just some text, not a picture\n'.repeat(20))],
    [
      'an SVG',
      'logo.png',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
    ],
    ['a truncated JPEG', 'cut.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
    ['a TIFF', 'scan.png', 'image/png', 'tiff'],
    ['a decompression bomb (10,000 × 10,000 px in 12 KB)', 'bomb.png', 'image/png', 'bomb'],
  ])('answers 415 for %s and stores nothing', async (_what, fileName, contentType, content) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const data =
      content === 'bomb'
        ? pngBomb(10_000)
        : content === 'tiff'
          ? await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
              .tiff()
              .toBuffer()
          : (content as Buffer)
    const res = await upload(app, cookie, { fileName, contentType, data })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ detail: 'Invalid image format. Please select a JPG, PNG, or GIF image.' })
    expect(await countRows(app, images)).toBe(0)
  })

  it.each([
    ['one byte over 5 MB, cut off while it streams', PROFILE_IMAGE_MAX_BYTES + 1],
    ['6 MB, refused on its declared length', 6 * 1024 * 1024],
  ])('answers 413 for a file of %s and stores nothing', async (_what, size) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const res = await upload(app, cookie, {
      fileName: 'big.jpg',
      contentType: 'image/jpeg',
      data: Buffer.alloc(size, 1),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: 'Image file is too large. Please select a smaller image.' })
    expect(await countRows(app, images)).toBe(0)
  })

  it('answers 400 when there is no image part, and 401 without a session', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const png = await imageOf('png')
    const wrongField = await upload(app, cookie, {
      field: 'photo',
      fileName: 'a.png',
      contentType: 'image/png',
      data: png,
    })
    expect(wrongField.statusCode).toBe(400)
    const anonymous = await upload(app, 'cp_session=nothing', {
      fileName: 'a.png',
      contentType: 'image/png',
      data: png,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await countRows(app, images)).toBe(0)
  })

  it('keeps the photo the profile shows and drops earlier uploads that were never saved', async () => {
    const app = await buildTestApp()
    const { user, cookie } = await signedIn(app)
    const png = await imageOf('png')
    const shown = (await upload(app, cookie, { fileName: 'a.png', contentType: 'image/png', data: png })).json().url
    await app.db.update(profiles).set({ image: shown }).where(eq(profiles.userId, user.id))
    const unsaved = (await upload(app, cookie, { fileName: 'b.png', contentType: 'image/png', data: png })).json().url
    const latest = (await upload(app, cookie, { fileName: 'c.png', contentType: 'image/png', data: png })).json().url
    expect((await app.inject({ url: shown })).statusCode).toBe(200)
    expect((await app.inject({ url: unsaved })).statusCode).toBe(404)
    expect((await app.inject({ url: latest })).statusCode).toBe(200)
  })
})

describe('DELETE /api/profile/image', () => {
  it("removes the caller's own image, and the profile that showed it shows none", async () => {
    const app = await buildTestApp()
    const { user, cookie } = await signedIn(app)
    const { url } = (
      await upload(app, cookie, { fileName: 'a.png', contentType: 'image/png', data: await imageOf('png') })
    ).json()
    await app.db.update(profiles).set({ image: url }).where(eq(profiles.userId, user.id))

    const res = await deleteImage(app, cookie, url)

    expect(res.statusCode).toBe(200)
    expect((await app.inject({ url })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/profile', headers: { cookie } })).json().profile.image).toBeNull()
  })

  it("answers 404 for another user's image URL, as for an unknown one, and removes nothing", async () => {
    const app = await buildTestApp()
    const owner = await signedIn(app)
    const intruder = await signedIn(app)
    const { url } = (
      await upload(app, owner.cookie, { fileName: 'a.png', contentType: 'image/png', data: await imageOf('png') })
    ).json()

    for (const imageUrl of [url, `${app.config.publicUrl}${url}`]) {
      const res = await deleteImage(app, intruder.cookie, imageUrl)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: 'Image not found' })
    }
    expect(await countRows(app, images)).toBe(1)
    expect((await app.inject({ url })).statusCode).toBe(200)
  })

  it.each([
    ['an unknown image', '/static/images/00000000-0000-4000-8000-000000000000.webp', 404],
    ['a URL that is not one of ours', 'https://example.com/a.png', 404],
    ['a path outside the images', '/static/../api/profile', 404],
    ['an empty URL', '', 400],
    ['a number', 42, 400],
  ])('answers %s with %i and removes nothing', async (_what, imageUrl, status) => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    await upload(app, cookie, { fileName: 'a.png', contentType: 'image/png', data: await imageOf('png') })
    const res = await deleteImage(app, cookie, imageUrl)
    expect(res.statusCode).toBe(status)
    expect(await countRows(app, images)).toBe(1)
  })
})

describe('GET /static/images/:fileName', () => {
  it('answers 404 for unknown or malformed names', async () => {
    const app = await buildTestApp()
    for (const url of [
      '/static/images/00000000-0000-4000-8000-000000000000.webp',
      '/static/images/not-an-id.webp',
      '/static/images/x',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404)
    }
  })

  it('stops serving the images of a deleted account', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedIn(app)
    const { url } = (
      await upload(app, cookie, { fileName: 'a.png', contentType: 'image/png', data: await imageOf('png') })
    ).json()
    const res = await app.inject({ method: 'DELETE', url: '/api/account', headers: { ...testOrigin(app), cookie } })
    expect(res.statusCode).toBe(200)
    expect(await countRows(app, images)).toBe(0)
    expect((await app.inject({ url })).statusCode).toBe(404)
  })
})

describe('two server instances on one PostgreSQL', () => {
  const ready = Boolean(TEST_POSTGRES_URL)
  it.skipIf(!ready)(
    `serve an image uploaded through either one${ready ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`,
    async () => {
      const prefix = uniqueRateLimitPrefix()
      const first = await buildTestApp({}, { rateLimitKeyPrefix: prefix })
      const second = await buildTestApp({}, { rateLimitKeyPrefix: prefix, joinDatabase: true })
      const { cookie } = await signedIn(first)
      const res = await upload(first, cookie, {
        fileName: 'a.png',
        contentType: 'image/png',
        data: await imageOf('png'),
      })
      expect(res.statusCode).toBe(200)
      const served = await second.inject({ url: res.json().url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
    },
  )
})
