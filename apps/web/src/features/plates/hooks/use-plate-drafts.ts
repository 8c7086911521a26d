import { createContext, type Dispatch, useCallback, useContext, useReducer } from 'react'
import type { PlateEdit } from '../utils/plate-entries'

/** A registered user's unsaved edits, per date, on top of the saved plate of that date. */
export type DraftsByDate = Readonly<Record<string, readonly PlateEdit[]>>

export type DraftsAction =
  | { type: 'edit'; date: string; edit: PlateEdit }
  /** The first `editCount` edits of `date` were saved: they are part of the saved plate now. */
  | { type: 'saved'; date: string; editCount: number }

export function draftsReducer(state: DraftsByDate, action: DraftsAction): DraftsByDate {
  const edits = state[action.date] ?? []
  switch (action.type) {
    case 'edit':
      return { ...state, [action.date]: [...edits, action.edit] }
    case 'saved':
      return { ...state, [action.date]: edits.slice(action.editCount) }
  }
}

/** Set by PlateDraftsProvider, so unsaved edits outlive the dashboard while the user visits other screens. */
export const PlateDraftsContext = createContext<[DraftsByDate, Dispatch<DraftsAction>] | null>(null)

const NO_EDITS: readonly PlateEdit[] = []
const NO_DRAFTS: DraftsByDate = {}

interface GuestDraft {
  date: string | null
  edits: readonly PlateEdit[]
}

function guestReducer(
  state: GuestDraft,
  action: { type: 'edit'; edit: PlateEdit } | { type: 'date'; date: string | null },
) {
  return action.type === 'date'
    ? { date: action.date, edits: NO_EDITS }
    : { ...state, edits: [...state.edits, action.edit] }
}

export interface PlateDrafts {
  /** The unsaved edits of `date`, oldest first. */
  edits: readonly PlateEdit[]
  addEdit: (edit: PlateEdit) => void
  markSaved: (editCount: number) => void
}

/**
 * The unsaved edits of the plate of `date`. A registered user's are kept per date (in the
 * provider when there is one) until saved. A guest's live in the component and are cleared when
 * the date changes (spec §4: guests have the plate cleared).
 */
export function usePlateDrafts(date: string | null, { isRegistered }: { isRegistered: boolean }): PlateDrafts {
  const shared = useContext(PlateDraftsContext)
  const local = useReducer(draftsReducer, NO_DRAFTS)
  const [drafts, dispatch] = shared ?? local

  const [guest, dispatchGuest] = useReducer(guestReducer, { date, edits: NO_EDITS })
  if (!isRegistered && guest.date !== date) dispatchGuest({ type: 'date', date })

  const addEdit = useCallback(
    (edit: PlateEdit) => {
      if (date === null) return
      if (isRegistered) dispatch({ type: 'edit', date, edit })
      else dispatchGuest({ type: 'edit', edit })
    },
    [date, isRegistered, dispatch],
  )
  const markSaved = useCallback(
    (editCount: number) => {
      if (date !== null && isRegistered) dispatch({ type: 'saved', date, editCount })
    },
    [date, isRegistered, dispatch],
  )

  if (date === null) return { edits: NO_EDITS, addEdit, markSaved }
  const edits = isRegistered ? (drafts[date] ?? NO_EDITS) : guest.date === date ? guest.edits : NO_EDITS
  return { edits, addEdit, markSaved }
}
