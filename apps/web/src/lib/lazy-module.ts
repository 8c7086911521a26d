export interface LazyModule<Module> {
  load(): Promise<Module>
  current(): Module | null
}

/** A failed download is requested again on the next `load()`. */
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
