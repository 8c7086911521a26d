import { addDays, isWithinMenuWindow, menuDateWindow } from '@campusplate/shared'
import { useEffect, useRef, useState } from 'react'

/** Taken once the keys pause (or on blur or Enter), not on every digit. */
const TYPED_DATE_PAUSE_MS = 1000

export interface MenuDateState {
  /** Null when the field is empty ('Select a date to get started'). */
  date: string | null
  /** May be a date still being typed or a rejected value. */
  inputValue: string
  /** docs/product.md#menu-date */
  isInvalid: boolean
  /** False while a typed date is pending or rejected, so whatever acts "on this day" waits until the field and the day agree. */
  isInputValid: boolean
  min: string
  max: string
  today: string
  yesterday: string
  onInputChange: (value: string) => void
  onInputKeyDown: (key: string) => void
  onInputBlur: () => void
  /** The Today and Yesterday buttons. */
  choose: (value: string) => void
}

interface DateFieldState {
  inputValue: string
  date: string | null
  isRejected: boolean
  isTyping: boolean
}

/** The page's URL, say. */
export interface ControlledDate {
  date: string | null
  onChange: (date: string | null) => void
}

const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

/** docs/product.md#menu-date: a date outside the window is refused and the last day kept. */
function take(state: DateFieldState, value: string, today: string): DateFieldState {
  if (value === '') return { inputValue: value, date: null, isRejected: false, isTyping: false }
  if (isWithinMenuWindow(value, today)) return { inputValue: value, date: value, isRejected: false, isTyping: false }
  return { ...state, inputValue: value, isRejected: true, isTyping: false }
}

/** Typed dates are taken when typing pauses, so half-typed ones are not fetched or refused (docs/product.md#menu-date). */
export function useMenuDate(today: string, controlled?: ControlledDate): MenuDateState {
  const initialDate = controlled ? controlled.date : today
  const [state, setState] = useState<DateFieldState>({
    inputValue: initialDate ?? '',
    date: initialDate,
    isRejected: false,
    isTyping: false,
  })
  const { min, max } = menuDateWindow(today)
  // Adjusted while rendering, so no frame shows the old day when Back or a link changed it.
  const [keptDate, setKeptDate] = useState(initialDate)
  if (controlled && controlled.date !== keptDate) {
    setKeptDate(controlled.date)
    if (controlled.date !== state.date) {
      setState({ inputValue: controlled.date ?? '', date: controlled.date, isRejected: false, isTyping: false })
    }
  }
  // Called from events and the typing timer only, never from an effect, so a day goes out once.
  const apply = (next: DateFieldState) => {
    setState(next)
    if (controlled && next.date !== state.date) controlled.onChange(next.date)
  }
  const latestApply = useRef(apply)
  latestApply.current = apply

  // A half-typed date reads as '' in the native field; it waits for blur rather than clearing the day.
  useEffect(() => {
    if (!state.isTyping || state.inputValue === '') return
    const timer = setTimeout(() => latestApply.current(take(state, state.inputValue, today)), TYPED_DATE_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [state, today])

  return {
    date: state.date,
    inputValue: state.inputValue,
    isInvalid: state.isRejected,
    isInputValid: !state.isTyping && state.inputValue === (state.date ?? ''),
    min,
    max,
    today,
    yesterday: addDays(today, -1),
    onInputChange: (value) => apply(state.isTyping ? { ...state, inputValue: value } : take(state, value, today)),
    onInputKeyDown: (key) => {
      if (key === 'Enter') apply(take(state, state.inputValue, today))
      else if (!NAVIGATION_KEYS.has(key) && !state.isTyping) apply({ ...state, isTyping: true })
    },
    onInputBlur: () => {
      if (state.isTyping) apply(take(state, state.inputValue, today))
    },
    choose: (value) => apply(take(state, value, today)),
  }
}
