import { spawnSync } from 'node:child_process'
import fs, { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, testDatabaseKind } from '../../test/test-database'
import { createEmbeddedPGlite, lockEmbeddedDatabase, openDatabase } from './client'

const dataDir = () => mkdtempSync(join(tmpdir(), 'campusplate-lock-'))

describe('the embedded database lock', () => {
  it('takes $DATA_DIR/db.lock with this process id and removes it on release', () => {
    const dir = dataDir()
    const release = lockEmbeddedDatabase(dir)
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(join(dir, 'db.lock'))).toBe(false)
  })

  it('refuses while another live process holds it, naming the process', () => {
    const dir = dataDir()
    writeFileSync(join(dir, 'db.lock'), String(process.ppid))
    expect(() => lockEmbeddedDatabase(dir)).toThrow(
      `the embedded database in ${join(dir, 'db')} is in use by process ${process.ppid}; stop it first, or use DATABASE_URL`,
    )
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.ppid))
  })

  it('takes over a lock left by a process that has ended', () => {
    const dir = dataDir()
    const ended = spawnSync(process.execPath, ['-e', '0']).pid
    writeFileSync(join(dir, 'db.lock'), String(ended))
    const release = lockEmbeddedDatabase(dir)
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('is held by an open embedded database and let go when it closes', async () => {
    const dir = dataDir()
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dir })
    try {
      expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid))
    } finally {
      await database.close()
    }
    expect(existsSync(join(dir, 'db.lock'))).toBe(false)
  }, 60_000)
})

describe('the embedded database’s durability', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    syncBuiltinESMExports()
  })

  it('runs with fsync on, synchronous commits and an fsync WAL', async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dataDir() })
    try {
      const setting = async (name: string) => {
        const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[]
        }
        return result.rows[0]?.[name]
      }
      expect(await setting('fsync')).toBe('on')
      expect(await setting('synchronous_commit')).toBe('on')
      expect(await setting('wal_sync_method')).toBe('fsync')
    } finally {
      await database.close()
    }
  }, 60_000)

  it('syncs a commit to the disk before it returns', async () => {
    const client = await createEmbeddedPGlite(join(dataDir(), 'db'))
    try {
      await client.exec('create table t (n int)')
      // Counts the host's fsync calls: spied on node:fs, and the spy made visible to ES imports.
      const fsync = vi.spyOn(fs, 'fsyncSync')
      syncBuiltinESMExports()
      await client.query('insert into t values (1)')
      expect(fsync).toHaveBeenCalled()
    } finally {
      await client.close()
    }
  }, 60_000)

  it('syncs nothing when durability is relaxed, as PGlite does by default', async () => {
    const client = await createEmbeddedPGlite(join(dataDir(), 'db'), { durable: false })
    try {
      await client.exec('create table t (n int)')
      const fsync = vi.spyOn(fs, 'fsyncSync')
      syncBuiltinESMExports()
      await client.query('insert into t values (1)')
      expect(fsync).not.toHaveBeenCalled()
      expect((await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('off')
    } finally {
      await client.close()
    }
  }, 60_000)
})

describe.skipIf(testDatabaseKind !== 'postgres')(
  `the PostgreSQL pool${testDatabaseKind === 'postgres' ? '' : ' (skipped: PGlite has no pool; needs TEST_DATABASE_URL)'}`,
  () => {
    it('runs its connections without parallel workers, so one user’s range stays an index scan', async () => {
      const database = await createTestDatabase()
      try {
        const result = await database.db.execute(sql`show max_parallel_workers_per_gather`)
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ max_parallel_workers_per_gather: '0' }])
      } finally {
        await database.close()
      }
    }, 60_000)
  },
)
