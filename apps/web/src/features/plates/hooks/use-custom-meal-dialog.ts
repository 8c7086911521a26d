import { useCallback, useRef, useState } from 'react'
import { type CustomMealFormInput, EMPTY_CUSTOM_MEAL_FORM } from '../utils/custom-meal-draft'

/** Whether the Add Custom Meal dialog is open, and what was typed in it. */
export interface CustomMealDialogState {
  isOpen: boolean
  /** What the form opens with. */
  draft: CustomMealFormInput
  /** Opens the dialog: with what was typed before, or, given a dish's name, afresh with that name. */
  open: (name?: string) => void
  /** Escape or a tap outside: closes, keeping what was typed for the next opening. */
  close: () => void
  /** Cancel or a meal added: closes and forgets the draft. */
  discard: () => void
  keepDraft: (draft: CustomMealFormInput) => void
}

/**
 * The dialog's state, held by whoever shows the dialog, so a dish elsewhere on the screen can open it
 * with its name ('Missing nutrition data — try Add Custom Meal'). The draft is a ref: typing does
 * not re-render the screen around the dialog.
 */
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
