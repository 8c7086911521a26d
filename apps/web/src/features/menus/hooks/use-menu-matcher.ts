import { useEffect, useMemo, useState } from 'react'
import { lazyModule } from '@/lib/lazy-module'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'
import type { MenuMatcher } from '../utils/menu-matcher'

export const menuMatcherModule = lazyModule(() => import('../utils/menu-matcher'))

/** The signed-in user's matcher once its code has loaded; null for a guest or a profile that asks nothing. */
export function useMenuMatcher(): MenuMatcher | null {
  const profile = useSignedInProfile()
  const [module, setModule] = useState(menuMatcherModule.current)
  useEffect(() => {
    if (!profile || module) return
    let isCurrent = true
    menuMatcherModule.load().then(
      (loaded) => isCurrent && setModule(loaded),
      // Without it the menu shows no profile notes; the menu itself still works.
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [profile, module])
  return useMemo(() => (profile && module ? module.menuMatcherFor(profile) : null), [profile, module])
}
