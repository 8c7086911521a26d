import { type LazyModule, lazyModule } from '@/lib/lazy-module'

/** The downloads a held module has asked for, oldest first: the test lets each through or fails it. */
export interface HeldDownloads {
  attempts: { resolve: () => void; reject: (error: Error) => void }[]
  /** Forgets the module, as a fresh page would not have it yet. */
  restart: () => void
}

/**
 * A lazily loaded module (`lazyModule`) whose every download waits for the test: for a module that
 * loads beside the page's first call (decision 046), in a `vi.mock` factory.
 */
export function heldModule<Module>(importer: () => Promise<Module>, downloads: HeldDownloads): LazyModule<Module> {
  const held = () =>
    lazyModule(async () => {
      await new Promise<void>((resolve, reject) => downloads.attempts.push({ resolve, reject }))
      return importer()
    })
  let current = held()
  downloads.restart = () => {
    downloads.attempts = []
    current = held()
  }
  return { load: () => current.load(), current: () => current.current() }
}
