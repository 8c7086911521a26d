/** A module downloaded on first use: `load()` brings it (once), `current()` has it once it has come. */
export interface LazyModule<Module> {
  load(): Promise<Module>
  /** The module when it has arrived, else null. */
  current(): Module | null
}

/** `importer` runs on the first `load()`; a failed download is requested again on the next. */
export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | null = null
  let loading: Promise<Module> | null = null
  return {
    load() {
      if (loaded) return Promise.resolve(loaded)
      loading ??= importer().then(
        (module) => {
          loaded = module
          return module
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
    current: () => loaded,
  }
}
