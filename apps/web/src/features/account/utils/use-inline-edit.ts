import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react'

/** A save closes the form without moving focus, so the section's status message takes it. */
export function useInlineEdit(onCancel: () => void) {
  const [isEditing, setIsEditing] = useState(false)
  const editRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const returnsFocus = useRef(false)
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
    finish: () => setIsEditing(false),
    cancel,
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      cancel()
    },
  }
}
