import { type ReactNode, useReducer } from 'react'
import { draftsReducer, PlateDraftsContext } from '../hooks/use-plate-drafts'

/**
 * Holds a registered user's unsaved plate edits above the routes, so a visit to History or
 * Profile does not lose them. Key it by the user: a new person starts with none.
 */
export function PlateDraftsProvider({ children }: { children: ReactNode }) {
  const value = useReducer(draftsReducer, {})
  return <PlateDraftsContext.Provider value={value}>{children}</PlateDraftsContext.Provider>
}
