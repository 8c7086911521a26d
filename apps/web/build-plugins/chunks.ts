/**
 * How the build cuts the app into chunks. Left to itself the bundler makes a file per set of screens
 * sharing a module, a dozen files of 0.5–4 KB, and a browser fetches at most six at a time over
 * HTTP/1.1; these groups keep the first page to a few files while no page downloads a library it
 * does not use: the renderer and router in a chunk that stays cached across releases, zod and the
 * schemas beside the first call (decision 046), the chart library with History alone, the frame
 * two or more screens share in `common` (decisions 045 and 048). Every other library goes with the
 * routes that use it.
 */
import type { Rolldown } from 'vite'

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>

export const chunkGroups: CodeSplitting['groups'] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // zod with its configuration (src/lib/zod-config.ts): whatever imports zod runs it first.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
  // The schemas, shared and the device's own, in one chunk beside zod's: the first page loads
  // them beside its first call, not before it renders (decision 046), so none may fall
  // into the chunk below, which the first page needs.
  {
    name: 'schemas',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]|[\\/]src[\\/]lib[\\/]schemas\.ts$|[\\/]src[\\/]lib[\\/]password-confirmation\.ts$|[\\/]plate-storage-schemas\.ts$/,
    // The rules and messages the schemas use stay where the first page finds them.
    includeDependenciesRecursively: false,
  },
  // The chart library and its dependencies load only with the History route.
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/]/,
  },
  // Workbox's window library loads only with the service worker's registration, after the first render.
  { name: 'workbox', test: /node_modules[\\/]workbox-/ },
  // The app's frame that two or more screens share (session, the UI parts sign-in uses,
  // constants), with TanStack Query, in one chunk rather than a dozen small files (decision
  // 045); the features' code, the other UI parts and the shared rules go with the screens
  // that use them, so sign-in does not download the plate's code (decision 048).
  {
    name: 'common',
    minShareCount: 2,
    test: /[\\/]apps[\\/]web[\\/]src[\\/](lib|config|app|components[\\/]ui[\\/](alert|button|email-field|field-styles|link|logo|password-field|spinner|text-field)\.tsx?$)|[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]|node_modules[\\/]@tanstack[\\/]/,
  },
]
