import { afterEach, describe, expect, it } from 'vitest'
import { freePort, type OwnRedis, REDIS_SERVER, startOwnRedis } from '../../../test/own-services'
import { rateLimitRedis } from '../../plugins/rate-limit-store'
import { RedisOnceStore } from './saml-cache'

/** docs/decisions/057: request and assertion ids once each, on the Redis that every instance shares. */
const skipReason = REDIS_SERVER ? undefined : 'redis-server is not installed'
const title = (what: string) => (skipReason ? `${what} (skipped: ${skipReason})` : what)

let redis: OwnRedis | undefined
const clients: ReturnType<typeof rateLimitRedis>[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect()
  await redis?.destroy()
  redis = undefined
})

function storeOn(url: string): RedisOnceStore {
  const client = rateLimitRedis(url)
  client.on('error', () => undefined)
  clients.push(client)
  return new RedisOnceStore(client, 'cp:test:saml:')
}

describe('the SAML one-time store on Redis', () => {
  it.skipIf(skipReason)(title('answers a sign-in that comes while its connection is still being made'), async () => {
    redis = await startOwnRedis()
    // Asked before the client has connected, as the first sign-in after a start can be.
    const store = storeOn(redis.url)
    expect(await store.putIfAbsent('assertion:a1', '1', 60_000)).toBe(true)
    expect(await store.putIfAbsent('assertion:a1', '1', 60_000)).toBe(false)
    expect(await store.take('assertion:a1')).toBe('1')
    expect(await store.get('assertion:a1')).toBeNull()
  })

  it('fails, and so fails the sign-in, when no Redis answers', async () => {
    const store = storeOn(`redis://127.0.0.1:${await freePort()}`)
    await expect(store.putIfAbsent('assertion:a2', '1', 60_000)).rejects.toThrow()
  })
})
