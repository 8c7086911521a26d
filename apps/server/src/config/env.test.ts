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
      database: { poolMax: 10, connectTimeoutMs: 1000, statementTimeoutMs: 1000, idleTimeoutMs: 10_000 },
      trustProxy: [],
      menuProvider: 'demo',
      menuSyncCron: '15 4 * * *',
      menuSyncDaysAhead: 7,
      menuFile: undefined,
      menuServingWindows: {},
      dineOnCampus: {
        site: undefined,
        locations: [],
        apiBase: 'https://apiv4.dineoncampus.com',
        v1ApiBase: 'https://api.dineoncampus.com/v1',
      },
      nutrislice: { district: undefined, schools: [], menuTypes: [], apiBase: undefined },
      logLevel: 'info',
      metricsToken: undefined,
      shutdownDelayMs: 0,
    })
    expect(config.dataDir).toMatch(/\/data$/)
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('reads the connection pool’s size and timeouts', () => {
    const config = loadConfig({
      DB_POOL_MAX: '25',
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_STATEMENT_TIMEOUT_MS: '5000',
      DB_IDLE_TIMEOUT_MS: '30000',
    })
    expect(config.database).toEqual({
      poolMax: 25,
      connectTimeoutMs: 1500,
      statementTimeoutMs: 5000,
      idleTimeoutMs: 30_000,
    })
  })

  it('reads the pre-stop delay of a shutdown', () => {
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000)
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
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.campus.edu' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: ' , ' }, 'TRUST_PROXY'],
    [{ IMAGE_HOSTS: 'https://images.example.edu' }, 'IMAGE_HOSTS'],
    [{ IMAGE_HOSTS: 'images.example.edu,' }, 'IMAGE_HOSTS'],
    [{ IMAGE_HOSTS: '*' }, 'IMAGE_HOSTS'],
    [{ MENU_PROVIDER: 'sodexo' }, 'MENU_PROVIDER'],
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX'],
    [{ DB_POOL_MAX: 'ten' }, 'DB_POOL_MAX'],
    [{ DB_CONNECT_TIMEOUT_MS: '2s' }, 'DB_CONNECT_TIMEOUT_MS'],
    [{ DB_STATEMENT_TIMEOUT_MS: '50' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_IDLE_TIMEOUT_MS: '1.5' }, 'DB_IDLE_TIMEOUT_MS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'short-secret' }, 'METRICS_TOKEN'],
    [{ SHUTDOWN_DELAY_MS: '-1' }, 'SHUTDOWN_DELAY_MS'],
    [{ SHUTDOWN_DELAY_MS: '90000' }, 'SHUTDOWN_DELAY_MS'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ MENU_SYNC_DAYS_AHEAD: 'a week' }, 'MENU_SYNC_DAYS_AHEAD'],
    [{ MENU_SYNC_DAYS_AHEAD: '-1' }, 'MENU_SYNC_DAYS_AHEAD'],
    [{ MENU_SYNC_DAYS_AHEAD: '2.5' }, 'MENU_SYNC_DAYS_AHEAD'],
    [{ MENU_SYNC_DAYS_AHEAD: '61' }, 'MENU_SYNC_DAYS_AHEAD'],
    [{ MENU_SERVING_WINDOWS: 'brunch 10-14' }, 'MENU_SERVING_WINDOWS'],
    [{ MENU_SERVING_WINDOWS: '{"Brunch":{"start":"10am","end":"14:00"}}' }, 'MENU_SERVING_WINDOWS'],
    [{ MENU_SERVING_WINDOWS: '{"Brunch":{"start":"14:00","end":"10:00"}}' }, 'MENU_SERVING_WINDOWS'],
    [{ MENU_SERVING_WINDOWS: '["10:00","14:00"]' }, 'MENU_SERVING_WINDOWS'],
    [{ MENU_PROVIDER: 'file' }, 'MENU_FILE'],
    [{ MENU_PROVIDER: 'dineoncampus' }, 'DINEONCAMPUS_SITE'],
    [{ MENU_PROVIDER: 'nutrislice' }, 'NUTRISLICE_DISTRICT'],
    [{ MENU_PROVIDER: 'nutrislice', NUTRISLICE_API_BASE: 'http://127.0.0.1:9' }, 'NUTRISLICE_DISTRICT'],
    [{ NUTRISLICE_DISTRICT: 'https://state.nutrislice.com' }, 'NUTRISLICE_DISTRICT'],
    [{ DINEONCAMPUS_API_BASE: 'apiv4.dineoncampus.com' }, 'DINEONCAMPUS_API_BASE'],
    [{ DINEONCAMPUS_V1_API_BASE: 'ftp://api.dineoncampus.com' }, 'DINEONCAMPUS_V1_API_BASE'],
    [{ NUTRISLICE_API_BASE: 'state.api.nutrislice.com' }, 'NUTRISLICE_API_BASE'],
    [{ MENU_REPORTS_EMAIL: 'the dining team' }, 'MENU_REPORTS_EMAIL'],
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

  it('allows profile images on Google’s picture hosts by default, and reads IMAGE_HOSTS as a list', () => {
    expect(loadConfig({}).imageHosts).toEqual(['*.googleusercontent.com'])
    expect(loadConfig({ IMAGE_HOSTS: ' Images.Example.edu, *.cdn.example.edu' }).imageHosts).toEqual([
      'images.example.edu',
      '*.cdn.example.edu',
    ])
  })

  it('reads TRUST_PROXY as the proxies’ addresses, CIDRs and range names', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('reads the DineOnCampus settings, splitting the location list and dropping trailing slashes', () => {
    const config = loadConfig({
      MENU_PROVIDER: 'dineoncampus',
      DINEONCAMPUS_SITE: 'utah',
      DINEONCAMPUS_LOCATIONS: ' Heritage Commons, 65f0aa11bb22cc33dd44ee55 ,,',
      DINEONCAMPUS_API_BASE: 'http://127.0.0.1:9001/',
      DINEONCAMPUS_V1_API_BASE: 'http://127.0.0.1:9002/v1/',
    })
    expect(config.dineOnCampus).toEqual({
      site: 'utah',
      locations: ['Heritage Commons', '65f0aa11bb22cc33dd44ee55'],
      apiBase: 'http://127.0.0.1:9001',
      v1ApiBase: 'http://127.0.0.1:9002/v1',
    })
  })

  it('reads the Nutrislice settings and derives the API host from the district', () => {
    const config = loadConfig({
      MENU_PROVIDER: 'nutrislice',
      NUTRISLICE_DISTRICT: 'StateU-Dining',
      NUTRISLICE_SCHOOLS: 'north-dining-hall,south-dining-hall',
      NUTRISLICE_MENU_TYPES: 'lunch',
    })
    expect(config.nutrislice).toEqual({
      district: 'StateU-Dining',
      schools: ['north-dining-hall', 'south-dining-hall'],
      menuTypes: ['lunch'],
      apiBase: 'https://stateu-dining.api.nutrislice.com',
    })
    expect(
      loadConfig({ NUTRISLICE_DISTRICT: 'x', NUTRISLICE_API_BASE: 'http://127.0.0.1:9/' }).nutrislice.apiBase,
    ).toBe('http://127.0.0.1:9')
  })

  it('reads the sync range, the menu file and the serving windows', () => {
    const config = loadConfig({
      MENU_PROVIDER: 'file',
      MENU_FILE: 'exports/menus.csv',
      MENU_SYNC_DAYS_AHEAD: '14',
      MENU_SERVING_WINDOWS: '{"Brunch":{"start":"10:00","end":"14:00"},"Late Night":{"start":"21:00","end":"24:00"}}',
    })
    expect(config.menuFile).toMatch(/\/exports\/menus\.csv$/)
    expect(config.menuSyncDaysAhead).toBe(14)
    expect(config.menuServingWindows).toEqual({
      Brunch: { start: '10:00', end: '14:00' },
      'Late Night': { start: '21:00', end: '24:00' },
    })
    expect(loadConfig({ MENU_SYNC_DAYS_AHEAD: '0' }).menuSyncDaysAhead).toBe(0)
  })

  it('accepts a loopback http issuer so tests can run a local OpenID provider', () => {
    expect(loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).googleIssuer).toBe('http://127.0.0.1:9000')
  })
})

describe('MENU_REPORTS_EMAIL', () => {
  it('is unset by default (blank too) and kept as given otherwise', () => {
    expect(loadConfig({}).menuReportsEmail).toBeUndefined()
    expect(loadConfig({ MENU_REPORTS_EMAIL: '' }).menuReportsEmail).toBeUndefined()
    expect(loadConfig({ MENU_REPORTS_EMAIL: 'dining@campus.edu' }).menuReportsEmail).toBe('dining@campus.edu')
  })
})
