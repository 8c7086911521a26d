import type { AppConfig, MenuProviderName } from '../../../config/env'
import { demoProvider } from '../demo/demo-provider'
import { createDineOnCampusProvider } from './dineoncampus-provider'
import { createFileProvider } from './file-provider'
import { createHttpClient, type HttpClientOptions } from './http-client'
import { createNutrisliceProvider } from './nutrislice-provider'
import type { MenuProvider } from './provider'

export class ProviderConfigError extends Error {
  override name = 'ProviderConfigError'
}

export interface ProviderFactoryOptions {
  name?: MenuProviderName
  filePath?: string
  /** Tests make them short. */
  http?: HttpClientOptions
}

/** Vendor providers keep what they learn for their lifetime, so build a fresh one for each sync run. */
export function createMenuProvider(config: AppConfig, options: ProviderFactoryOptions = {}): MenuProvider {
  const name = options.name ?? config.menuProvider
  const servingWindows = config.menuServingWindows
  const userAgent = `CampusPlate menu sync (+${config.publicUrl})`
  switch (name) {
    case 'demo':
      return demoProvider
    case 'file': {
      const path = options.filePath ?? config.menuFile
      if (!path) throw new ProviderConfigError('Invalid MENU_FILE: must be set when MENU_PROVIDER=file')
      return createFileProvider(path, { servingWindows })
    }
    case 'dineoncampus': {
      const { site, locations, apiBase, v1ApiBase } = config.dineOnCampus
      if (!site) throw new ProviderConfigError('Invalid DINEONCAMPUS_SITE: must be set when MENU_PROVIDER=dineoncampus')
      // docs/menu-providers.md#dineoncampus-answers: the vendor's own site sends these; no key is needed.
      const http = createHttpClient({
        concurrency: 2,
        ...options.http,
        headers: {
          'user-agent': userAgent,
          origin: 'https://dineoncampus.com',
          referer: 'https://dineoncampus.com/',
          ...options.http?.headers,
        },
      })
      return createDineOnCampusProvider({ site, locations, apiBase, v1ApiBase, servingWindows, http })
    }
    case 'nutrislice': {
      const { district, schools, menuTypes, apiBase } = config.nutrislice
      if (!district || !apiBase) {
        throw new ProviderConfigError('Invalid NUTRISLICE_DISTRICT: must be set when MENU_PROVIDER=nutrislice')
      }
      const http = createHttpClient({ ...options.http, headers: { 'user-agent': userAgent, ...options.http?.headers } })
      return createNutrisliceProvider({ district, schools, menuTypes, apiBase, servingWindows, http })
    }
    default:
      throw new ProviderConfigError('Invalid MENU_PROVIDER: no menu provider is configured')
  }
}
