import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react'

/**
 * An inline edit's focus: Edit opens the form with its first field focused; Cancel and Escape close
 * it and put focus back on Edit. A save closes it without moving focus, so that the section's status
 * message takes it.
 */
export function useInlineEdit(onCancel: () => void) {
  const [isEditing, setIsEditing] = useState(false)
  const editRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const returnsFocus = useRef(false)
  // External sync: focus moves in the commit that shows the form, or Edit again.
  useLayoutEffect(() => {
    if (isEditing) {
      formRef.current?.querySelector('input')?.focus()
    } else if (returnsFocus.current) {
      returnsFocus.current = false
      editRef.current?.focus()
    }
  }, [isEditing])
  const cancel = () => {
    onCancel()
    returnsFocus.current = true
    setIsEditing(false)
  }
  return {
    isEditing,
    editRef,
    formRef,
    start: () => setIsEditing(true),
    /** Closes the form after a save; focus is left to the status message. */
    finish: () => setIsEditing(false),
    cancel,
    /** The form's key handler: Escape cancels the edit. */
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      cancel()
    },
  }
}
