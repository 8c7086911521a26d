import { SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec §4/§9: a card's success message shows for 3 s. */
export function useSuccessMessage(): { message: string | null; show: (message: string) => void } {
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback((next: string) => {
    clearTimeout(timer.current)
    setMessage(next)
    timer.current = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS)
  }, [])
  return { message, show }
}
