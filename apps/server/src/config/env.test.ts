import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ CAMPUS_TZ: 'America/Chicago' })
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      campusTz: 'America/Chicago',
      mailFrom: 'CampusPlate <no-reply@localhost>',
      google: undefined,
      googleIssuer: 'https://accounts.google.com',
      rateLimitScale: 1,
      menuProvider: 'demo',
      menuSyncCron: '15 4 * * *',
      logLevel: 'info',
    })
    expect(config.dataDir).toMatch(/\/data$/)
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://dining.example.edu/' }).publicUrl).toBe('https://dining.example.edu')
  })

  it('selects no menu provider by default on PostgreSQL, and the demo on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).menuProvider).toBeUndefined()
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', MENU_PROVIDER: 'demo' }).menuProvider).toBe('demo')
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined })
  })

  it('enables Google only with both id and secret', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ CAMPUS_TZ: 'Mars/Olympus_Mons' }, 'CAMPUS_TZ'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GOOGLE_ISSUER: 'http://accounts.example.com' }, 'GOOGLE_ISSUER'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ RATE_LIMIT_SCALE: '0.5' }, 'RATE_LIMIT_SCALE'],
    [{ RATE_LIMIT_SCALE: 'lots' }, 'RATE_LIMIT_SCALE'],
    [{ MENU_PROVIDER: 'sodexo' }, 'MENU_PROVIDER'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
  ])('stops on %j with one line naming %s', (env, name) => {
    let error: unknown
    try {
      loadConfig(env)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `))
    expect(message).not.toContain('\n')
  })

  it('accepts a loopback http issuer so tests can run a local OpenID provider', () => {
    expect(loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).googleIssuer).toBe('http://127.0.0.1:9000')
  })
})
