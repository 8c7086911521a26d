// React Router's exports name only its development build, and its top-level component statements defeat tree shaking;
// this resolves the production build and drops devtools names / marks pure calls. react-router.test.ts guards the patch.
import type { Plugin } from 'vite'

export const PRODUCTION_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

export const productionFileOf = (id: string) => id.replace('/dist/development/', '/dist/production/')

/** Only the devtools read it. */
export const DISPLAY_NAME_STATEMENT = /^[\w$]+\.displayName = "[^"\n]*";$/gm

/** Pure, but not marked so. */
export const UNMARKED_PURE_CALL = /= (React\d*\.(?:forwardRef|createContext)\()/g

export function treeShakableRouter(code: string): string {
  return code.replace(DISPLAY_NAME_STATEMENT, '').replace(UNMARKED_PURE_CALL, '= /* @__PURE__ */ $1')
}

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'campusplate:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved ? { ...resolved, id: productionFileOf(resolved.id) } : null
    },
  }
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'campusplate:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: PRODUCTION_MODULE },
      handler: (code) => ({ code: treeShakableRouter(code), map: null }),
    },
  }
}
