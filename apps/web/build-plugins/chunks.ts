// Few files for the first page (at most six fetches at once over HTTP/1.1), no unused library on any page (docs/decisions/045, 046, 048).
import type { Rolldown } from 'vite'

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>

export const chunkGroups: CodeSplitting['groups'] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // zod with its configuration (src/lib/zod-config.ts): whatever imports zod runs it first.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
  // What the sign-up, account and profile screens need before they render; the rest of the schemas wait for the first call (docs/decisions/068).
  {
    name: 'account-schemas',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/](profile|auth|account|common|enums)\.ts$|[\\/]src[\\/]lib[\\/]password-confirmation\.ts$|[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]export\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The schemas load beside the first call, not before the first render (docs/decisions/046), so none may fall into `common`.
  {
    name: 'schemas',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]|[\\/]src[\\/]lib[\\/]schemas\.ts$|[\\/]plate-storage-schemas\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/]/,
  },
  // Workbox's window library loads only with the service worker's registration, after the first render.
  { name: 'workbox', test: /node_modules[\\/]workbox-/ },
  // The nutrition rules two or more screens share, apart from `common`, so the sign-in pages never load them (docs/decisions/067).
  {
    name: 'nutrition',
    includeDependenciesRecursively: false,
    minShareCount: 2,
    test: /[\\/]packages[\\/]shared[\\/]src[\\/](domain[\\/](micronutrients|custom-meal|image-url|servings|bmr|menu-sanity)|constants[\\/](nutrition|nutrient-keys|energy|plates))\.ts$/,
  },
  // What two or more screens share, in one chunk rather than a dozen small files (docs/decisions/045, 048).
  {
    name: 'common',
    minShareCount: 2,
    test: /[\\/]apps[\\/]web[\\/]src[\\/](lib|config|app|components[\\/]ui[\\/](alert|button|field-styles|link|logo|spinner|text-field)\.tsx?$)|[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]|node_modules[\\/]@tanstack[\\/]/,
  },
]
