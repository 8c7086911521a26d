import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockEmbeddedDatabase, openDatabase } from './client'

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
