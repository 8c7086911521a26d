import { addDays, isWithinMenuWindow, menuDateWindow } from '@campusplate/shared'
import { useEffect, useRef, useState } from 'react'

/** A typed date is taken once the keys pause this long (or on blur or Enter), not on every digit. */
const TYPED_DATE_PAUSE_MS = 1000

export interface MenuDateState {
  /** The selected day, or null when the field is empty ('Select a date to get started'). */
  date: string | null
  /** What the field shows, which may be a date still being typed or a rejected value. */
  inputValue: string
  /** docs/product.md#menu-date: the last date taken from the field is outside three months back through today, or not a date. */
  isInvalid: boolean
  /**
   * The field shows the selected `date`: false while a typed date is pending or after one was
   * rejected, so whatever acts "on this day" (the plate) can wait until the field and the day agree.
   */
  isInputValid: boolean
  min: string
  max: string
  today: string
  yesterday: string
  onInputChange: (value: string) => void
  /** A key pressed in the field: digits and arrows mean the value is being typed, Enter takes it. */
  onInputKeyDown: (key: string) => void
  onInputBlur: () => void
  /** Takes a day at once (the Today and Yesterday buttons). */
  choose: (value: string) => void
}

interface DateFieldState {
  inputValue: string
  date: string | null
  isRejected: boolean
  isTyping: boolean
}

/** A day kept outside the hook (the page's URL), and how to change it. */
export interface ControlledDate {
  date: string | null
  onChange: (date: string | null) => void
}

const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

/** docs/product.md#menu-date: an empty field clears the day; a date outside the window is refused and the last day kept. */
function take(state: DateFieldState, value: string, today: string): DateFieldState {
  if (value === '') return { inputValue: value, date: null, isRejected: false, isTyping: false }
  if (isWithinMenuWindow(value, today)) return { inputValue: value, date: value, isRejected: false, isTyping: false }
  return { ...state, inputValue: value, isRejected: true, isTyping: false }
}

/**
 * docs/product.md#menu-date: today by default. A picked date is taken at once; a typed one when the typing
 * pauses, on blur or on Enter, so half-typed dates are neither fetched nor refused mid-way. With
 * `controlled`, the day is kept there, and a day changed there (Back, a link) shows in the field.
 */
export function useMenuDate(today: string, controlled?: ControlledDate): MenuDateState {
  const initialDate = controlled ? controlled.date : today
  const [state, setState] = useState<DateFieldState>({
    inputValue: initialDate ?? '',
    date: initialDate,
    isRejected: false,
    isTyping: false,
  })
  const { min, max } = menuDateWindow(today)
  // A kept day that changed elsewhere (Back, a link) comes into the field; adjusted while rendering,
  // so no frame shows the old day. The field's own days go out as they are taken (`apply`).
  const [keptDate, setKeptDate] = useState(initialDate)
  if (controlled && controlled.date !== keptDate) {
    setKeptDate(controlled.date)
    if (controlled.date !== state.date) {
      setState({ inputValue: controlled.date ?? '', date: controlled.date, isRejected: false, isTyping: false })
    }
  }
  // Called from events and the typing timer only, never from an effect, so a day goes out once,
  // while this screen is the one shown.
  const apply = (next: DateFieldState) => {
    setState(next)
    if (controlled && next.date !== state.date) controlled.onChange(next.date)
  }
  const latestApply = useRef(apply)
  latestApply.current = apply

  // External sync: a timer that takes the typed date once the keys pause. A half-typed date reads
  // as '' in the native field; that one waits for blur rather than clearing the day mid-way.
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
