import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

export interface CachedResponse {
  etag: string
  body: Buffer
  gzip: Buffer | null
}

interface Entry {
  date: string
  version: number
  value: Promise<CachedResponse>
}

const GZIP_MIN_BYTES = 1024

/** A Map iterates in insertion order, so the first key is the least recently used. */
function trim<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next().value
    if (oldest === undefined) break
    map.delete(oldest)
  }
}

function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key)
  map.set(key, value)
}

/** Cheap menu reads (docs/decisions/001); maps bounded, since anyone may ask any date; versions rechecked per `versionTtlMs`. */
export class MenuCache {
  private readonly entries = new Map<string, Entry>()
  private readonly versions = new Map<string, { version: number; checkedAt: number }>()

  constructor(
    private readonly readVersion: (date: string) => Promise<number>,
    private readonly options: {
      maxEntries?: number
      maxDates?: number
      versionTtlMs?: number
      now?: () => number
    } = {},
  ) {}

  private async currentVersion(date: string): Promise<number> {
    const now = (this.options.now ?? Date.now)()
    const known = this.versions.get(date)
    if (known && now - known.checkedAt < (this.options.versionTtlMs ?? 1000)) {
      touch(this.versions, date, known)
      return known.version
    }
    const version = await this.readVersion(date)
    touch(this.versions, date, { version, checkedAt: now })
    trim(this.versions, this.options.maxDates ?? 1000)
    return version
  }

  async get(key: string, date: string, build: () => Promise<unknown>): Promise<CachedResponse> {
    const version = await this.currentVersion(date)
    const hit = this.entries.get(key)
    if (hit && hit.version === version) {
      touch(this.entries, key, hit)
      return hit.value
    }
    const value = build().then(serialise)
    const entry = { date, version, value }
    touch(this.entries, key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    trim(this.entries, this.options.maxEntries ?? 2000)
    return value
  }

  invalidateDate(date: string): void {
    this.versions.delete(date)
    for (const [key, entry] of this.entries) if (entry.date === date) this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  get dates(): number {
    return this.versions.size
  }
}

function serialise(value: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(value))
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  return { etag, body, gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null }
}
