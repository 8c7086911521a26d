import { createContext, type Dispatch, useCallback, useContext, useReducer } from 'react'
import { type PlateEdit, undoPlateEdit } from '../utils/plate-entries'

/** `restore` brings the plate back should `edit` be saved already. */
export interface PlateUndo {
  edit: PlateEdit
  restore: PlateEdit & { type: 'restore' }
}

/** On top of the saved plate of each date. */
export type DraftsByDate = Readonly<Record<string, readonly PlateEdit[]>>

export type DraftsAction =
  | { type: 'edit'; date: string; edit: PlateEdit }
  /** Those edits are part of the saved plate now. */
  | { type: 'saved'; date: string; editCount: number }
  | { type: 'undo'; date: string; undo: PlateUndo }

export function draftsReducer(state: DraftsByDate, action: DraftsAction): DraftsByDate {
  const edits = state[action.date] ?? []
  switch (action.type) {
    case 'edit':
      return { ...state, [action.date]: [...edits, action.edit] }
    case 'saved':
      return { ...state, [action.date]: edits.slice(action.editCount) }
    case 'undo':
      return { ...state, [action.date]: undoPlateEdit(edits, action.undo.edit, action.undo.restore) }
  }
}

/** So unsaved edits outlive the dashboard while the user visits other screens. */
export const PlateDraftsContext = createContext<[DraftsByDate, Dispatch<DraftsAction>] | null>(null)

const NO_EDITS: readonly PlateEdit[] = []
const NO_DRAFTS: DraftsByDate = {}

interface GuestDraft {
  date: string | null
  edits: readonly PlateEdit[]
}

function guestReducer(
  state: GuestDraft,
  action: { type: 'edit'; edit: PlateEdit } | { type: 'undo'; undo: PlateUndo } | { type: 'date'; date: string | null },
): GuestDraft {
  switch (action.type) {
    case 'date':
      return { date: action.date, edits: NO_EDITS }
    case 'edit':
      return { ...state, edits: [...state.edits, action.edit] }
    case 'undo':
      return { ...state, edits: undoPlateEdit(state.edits, action.undo.edit, action.undo.restore) }
  }
}

export interface PlateDrafts {
  edits: readonly PlateEdit[]
  addEdit: (edit: PlateEdit) => void
  undoEdit: (undo: PlateUndo) => void
  markSaved: (editCount: number) => void
}

/** A guest's live in the component and are cleared when the date changes (docs/product.md#session-states). */
export function usePlateDrafts(date: string | null, { isRegistered }: { isRegistered: boolean }): PlateDrafts {
  const shared = useContext(PlateDraftsContext)
  const local = useReducer(draftsReducer, NO_DRAFTS)
  const [drafts, dispatch] = shared ?? local

  const [guest, dispatchGuest] = useReducer(guestReducer, { date, edits: NO_EDITS })
  if (!isRegistered && guest.date !== date) dispatchGuest({ type: 'date', date })

  const change = useCallback(
    (action: { type: 'edit'; edit: PlateEdit } | { type: 'undo'; undo: PlateUndo }) => {
      if (date === null) return
      if (isRegistered) dispatch({ ...action, date })
      else dispatchGuest(action)
    },
    [date, isRegistered, dispatch],
  )
  const addEdit = useCallback((edit: PlateEdit) => change({ type: 'edit', edit }), [change])
  const undoEdit = useCallback((undo: PlateUndo) => change({ type: 'undo', undo }), [change])
  const markSaved = useCallback(
    (editCount: number) => {
      if (date !== null && isRegistered) dispatch({ type: 'saved', date, editCount })
    },
    [date, isRegistered, dispatch],
  )

  if (date === null) return { edits: NO_EDITS, addEdit, undoEdit, markSaved }
  const edits = isRegistered ? (drafts[date] ?? NO_EDITS) : guest.date === date ? guest.edits : NO_EDITS
  return { edits, addEdit, undoEdit, markSaved }
}
