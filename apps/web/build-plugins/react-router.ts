/**
 * React Router, built smaller. The package's exports name only its development build (its dev
 * warnings, ~11 KB gzip more; remix-run/react-router#12437, #14102), though it ships a production
 * build beside it, so a production build resolves the router to that file. And its modules name each
 * component (`Form.displayName = "Form"`) and create it with `React.forwardRef(…)` at the top level,
 * statements a bundler must keep, so every component the router exports would ship, used or not;
 * dropping the names, which only the React devtools read, and marking those calls pure, which they
 * are, lets the bundle keep only what the app uses. Both are text patches of a dependency:
 * react-router.test.ts fails when the installed version no longer has what they match.
 */
import type { Plugin } from 'vite'

/** The files the tree-shaking patch rewrites: the router's production modules. */
export const PRODUCTION_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** `react-router`'s resolved development file → its production twin. */
export const productionFileOf = (id: string) => id.replace('/dist/development/', '/dist/production/')

/** A component's `displayName` statement, which only the devtools read. */
export const DISPLAY_NAME_STATEMENT = /^[\w$]+\.displayName = "[^"\n]*";$/gm

/** A top-level `forwardRef` or `createContext` call, pure but not marked so. */
export const UNMARKED_PURE_CALL = /= (React\d*\.(?:forwardRef|createContext)\()/g

/** The router's production module with its components' names dropped and their creation marked pure. */
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
