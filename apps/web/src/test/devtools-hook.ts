/** What React DOM tells React DevTools about itself when it starts (the global hook's `inject`). */
export interface InjectedRenderer {
  version: string
  rendererPackageName: string
  bundleType: number
}

/** What the stand-in hook has seen: the renderers that announced themselves, and their commits. */
export interface SeenByDevTools {
  renderers: InjectedRenderer[]
  commits: number
}

/**
 * Installs a stand-in for React DevTools' global hook on `target` (the page's window), recording on
 * `target.__seenByDevTools` what React DOM tells it. Self-contained: a browser test passes it to
 * the page as an init script.
 */
export function installDevToolsHook(target: object = window): void {
  const seen: SeenByDevTools = { renderers: [], commits: 0 }
  Object.assign(target, {
    __seenByDevTools: seen,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      checkDCE() {},
      inject(renderer: InjectedRenderer) {
        const { version, rendererPackageName, bundleType } = renderer
        seen.renderers.push({ version, rendererPackageName, bundleType })
        return seen.renderers.length
      },
      onCommitFiberRoot() {
        seen.commits += 1
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    },
  })
}
