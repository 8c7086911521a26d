import { gunzipSync } from 'node:zlib'
import { addDays } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { MenuCache } from './menus.cache'

function setup(limits: { maxEntries?: number; maxDates?: number } = {}) {
  const versions = new Map<string, number>()
  let now = 0
  let reads = 0
  const cache = new MenuCache(
    async (date) => {
      reads++
      return versions.get(date) ?? 0
    },
    { versionTtlMs: 1000, now: () => now, maxEntries: 3, ...limits },
  )
  return { cache, versions, tick: (ms: number) => (now += ms), reads: () => reads }
}

describe('MenuCache', () => {
  it('builds an answer once and serves it with a stable ETag', async () => {
    const { cache } = setup()
    let builds = 0
    const build = async () => ({ n: ++builds })
    const first = await cache.get('k', '2025-07-20', build)
    const second = await cache.get('k', '2025-07-20', build)
    expect(builds).toBe(1)
    expect(second.etag).toBe(first.etag)
    expect(JSON.parse(first.body.toString())).toEqual({ n: 1 })
  })

  it('reads the day’s version at most once per interval', async () => {
    const { cache, reads, tick } = setup()
    for (let i = 0; i < 5; i++) await cache.get('k', '2025-07-20', async () => 1)
    expect(reads()).toBe(1)
    tick(1000)
    await cache.get('k', '2025-07-20', async () => 1)
    expect(reads()).toBe(2)
  })

  it('rebuilds when another instance bumped the day’s version, once the interval has passed', async () => {
    const { cache, versions, tick } = setup()
    let value = 'old'
    await cache.get('k', '2025-07-20', async () => value)
    value = 'new'
    versions.set('2025-07-20', 1)
    expect((await cache.get('k', '2025-07-20', async () => value)).body.toString()).toBe('"old"')
    tick(1000)
    expect((await cache.get('k', '2025-07-20', async () => value)).body.toString()).toBe('"new"')
  })

  it('drops a day at once when this process imports it', async () => {
    const { cache } = setup()
    await cache.get('a', '2025-07-20', async () => 'old')
    await cache.get('b', '2025-07-21', async () => 'other')
    cache.invalidateDate('2025-07-20')
    expect((await cache.get('a', '2025-07-20', async () => 'new')).body.toString()).toBe('"new"')
    expect((await cache.get('b', '2025-07-21', async () => 'rebuilt')).body.toString()).toBe('"other"')
  })

  it('keeps at most maxEntries answers', async () => {
    const { cache } = setup()
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, '2025-07-20', async () => key)
    expect(cache.size).toBe(3)
  })

  it('drops the least recently used answer first', async () => {
    const { cache } = setup()
    let builds = 0
    const build = async () => ++builds
    for (const key of ['a', 'b', 'c']) await cache.get(key, '2025-07-20', build)
    await cache.get('a', '2025-07-20', build)
    await cache.get('d', '2025-07-20', build)
    expect(builds).toBe(4)
    expect((await cache.get('a', '2025-07-20', build)).body.toString()).toBe('1')
    expect((await cache.get('b', '2025-07-20', build)).body.toString()).toBe('5')
  })

  it('remembers the versions of at most maxDates dates, however many dates are asked for', async () => {
    const { cache, versions, reads } = setup({ maxDates: 50, maxEntries: 2000 })
    let date = '2025-01-01'
    for (let i = 0; i < 1000; i++) {
      date = addDays('2025-01-01', i)
      await cache.get(`k${i}`, date, async () => date)
      expect(cache.dates).toBeLessThanOrEqual(50)
    }
    expect(cache.dates).toBe(50)
    expect(reads()).toBe(1000)
    // The answer is still held, but its date's version was dropped: it is read again, so a newer
    // menu is never hidden behind the old answer.
    versions.set('2025-01-01', 1)
    expect((await cache.get('k0', '2025-01-01', async () => 'new')).body.toString()).toBe('"new"')
    expect(reads()).toBe(1001)
  })

  it('does not keep a failed build', async () => {
    const { cache } = setup()
    await expect(cache.get('k', '2025-07-20', async () => Promise.reject(new Error('db down')))).rejects.toThrow()
    expect((await cache.get('k', '2025-07-20', async () => 'ok')).body.toString()).toBe('"ok"')
  })

  it('gzips large answers only', async () => {
    const { cache } = setup()
    const small = await cache.get('s', '2025-07-20', async () => 'tiny')
    const large = await cache.get('l', '2025-07-20', async () => 'x'.repeat(5000))
    expect(small.gzip).toBeNull()
    expect(gunzipSync(large.gzip as Buffer).toString()).toBe(large.body.toString())
  })
})
