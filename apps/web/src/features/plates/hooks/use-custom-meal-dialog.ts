import { useCallback, useRef, useState } from 'react'
import { type CustomMealFormInput, EMPTY_CUSTOM_MEAL_FORM } from '../utils/custom-meal-draft'

export interface CustomMealDialogState {
  isOpen: boolean
  draft: CustomMealFormInput
  /** A dish's name opens it afresh with that name. */
  open: (name?: string) => void
  /** Escape or a tap outside: keeps what was typed for the next opening. */
  close: () => void
  /** Cancel or a meal added: forgets the draft. */
  discard: () => void
  keepDraft: (draft: CustomMealFormInput) => void
}

/** Held by the screen so a dish can open it with its name; the draft is a ref, so typing does not re-render the screen. */
export function useCustomMealDialog(): CustomMealDialogState {
  const [isOpen, setIsOpen] = useState(false)
  const draftRef = useRef<CustomMealFormInput>(EMPTY_CUSTOM_MEAL_FORM)
  const open = useCallback((name?: string) => {
    if (name !== undefined) draftRef.current = { ...EMPTY_CUSTOM_MEAL_FORM, name }
    setIsOpen(true)
  }, [])
  const close = useCallback(() => setIsOpen(false), [])
  const discard = useCallback(() => {
    draftRef.current = EMPTY_CUSTOM_MEAL_FORM
    setIsOpen(false)
  }, [])
  const keepDraft = useCallback((draft: CustomMealFormInput) => {
    draftRef.current = draft
  }, [])
  return { isOpen, draft: draftRef.current, open, close, discard, keepDraft }
}
