import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../../../test/test-config'
import { DOC, dineOnCampusRoutes, NUTRISLICE, nutrisliceRoutes } from '../../../../test/vendor-fixtures'
import { startVendorServer } from '../../../../test/vendor-server'
import { createMenuProvider, ProviderConfigError } from './provider-factory'

describe('createMenuProvider', () => {
  it('builds the demo and the file providers', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'campusplate-factory-')), 'menus.json')
    writeFileSync(path, JSON.stringify({ version: 1, days: [{ date: '2026-01-12', hall: 'North', meals: [] }] }))
    expect(createMenuProvider(testConfig({ menuProvider: 'demo' })).name).toBe('demo')
    const file = createMenuProvider(testConfig({ menuProvider: 'file', menuFile: path }))
    expect(file.name).toBe('file')
    expect((await file.fetchDay('2026-01-12')).map((d) => d.hall.name)).toEqual(['North'])
    expect(createMenuProvider(testConfig(), { name: 'file', filePath: path }).name).toBe('file')
  })

  it('asks DineOnCampus with the headers its own site sends, at the configured hosts', async () => {
    const vendor = await startVendorServer(dineOnCampusRoutes())
    const config = testConfig({
      menuProvider: 'dineoncampus',
      publicUrl: 'https://dining.example.edu',
      dineOnCampus: { site: DOC.siteSlug, locations: [], apiBase: `${vendor.url}/v4`, v1ApiBase: `${vendor.url}/v1` },
    })
    const days = await createMenuProvider(config).fetchDay('2025-10-15')
    expect(days.map((d) => d.hall.name)).toEqual(['Heritage Commons', 'Union Market'])
    expect(vendor.headers[0]).toMatchObject({
      accept: 'application/json, text/plain, */*',
      origin: 'https://dineoncampus.com',
      referer: 'https://dineoncampus.com/',
      'user-agent': 'CampusPlate menu sync (+https://dining.example.edu)',
    })
  })

  it('asks Nutrislice at NUTRISLICE_API_BASE, keeping the configured schools and menu types', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const config = testConfig({
      menuProvider: 'nutrislice',
      nutrislice: { district: NUTRISLICE.district, schools: ['south-cafe'], menuTypes: ['Lunch'], apiBase: vendor.url },
    })
    const days = await createMenuProvider(config).fetchDay('2025-10-14')
    expect(days.map((d) => [d.hall.name, d.meals.map((m) => m.name)])).toEqual([['South Cafe', ['Lunch']]])
  })

  it.each([
    [{ menuProvider: undefined }, 'Invalid MENU_PROVIDER: no menu provider is configured'],
    [{ menuProvider: 'file' as const, menuFile: undefined }, 'Invalid MENU_FILE: must be set when MENU_PROVIDER=file'],
  ])('refuses %j with one line', (overrides, message) => {
    expect(() => createMenuProvider(testConfig(overrides))).toThrow(new ProviderConfigError(message))
  })
})
