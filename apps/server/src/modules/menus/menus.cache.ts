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

/**
 * Serialised menu answers, per (date, hall, meal), with an ETag (issue: menu reads are cheap).
 *
 * Each entry remembers the day's version. An import in this process drops the day at once; other
 * instances notice a new version when they next re-read it, at most `versionTtlMs` later, so every
 * instance stays stateless and a read costs one map lookup between checks.
 */
export class MenuCache {
  private readonly entries = new Map<string, Entry>()
  private readonly versions = new Map<string, { version: number; checkedAt: number }>()

  constructor(
    private readonly readVersion: (date: string) => Promise<number>,
    private readonly options: { maxEntries?: number; versionTtlMs?: number; now?: () => number } = {},
  ) {}

  private async currentVersion(date: string): Promise<number> {
    const now = (this.options.now ?? Date.now)()
    const known = this.versions.get(date)
    if (known && now - known.checkedAt < (this.options.versionTtlMs ?? 1000)) return known.version
    const version = await this.readVersion(date)
    this.versions.set(date, { version, checkedAt: now })
    return version
  }

  async get(key: string, date: string, build: () => Promise<unknown>): Promise<CachedResponse> {
    const version = await this.currentVersion(date)
    const hit = this.entries.get(key)
    if (hit && hit.version === version) return hit.value
    const value = build().then(serialise)
    const entry = { date, version, value }
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    const max = this.options.maxEntries ?? 2000
    while (this.entries.size > max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return value
  }

  /** Drops every answer of `date` (called by imports in this process). */
  invalidateDate(date: string): void {
    this.versions.delete(date)
    for (const [key, entry] of this.entries) if (entry.date === date) this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}

function serialise(value: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(value))
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  return { etag, body, gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null }
}
