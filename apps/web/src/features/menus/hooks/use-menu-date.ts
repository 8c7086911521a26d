import { isWithinMenuWindow, menuDateWindow } from '@campusplate/shared'
import { useState } from 'react'

export interface MenuDateState {
  /** The selected day, or null when the field is empty ('Select a date to get started'). */
  date: string | null
  /** What the field shows, which may be a rejected value. */
  inputValue: string
  /** Spec §5: the typed date is outside three months back through today, or not a date. */
  isInvalid: boolean
  min: string
  max: string
  onInputChange: (value: string) => void
}

/** Spec §5 menu date: today by default; a rejected value keeps the last valid date selected. */
export function useMenuDate(today: string): MenuDateState {
  const [inputValue, setInputValue] = useState(today)
  const [date, setDate] = useState<string | null>(today)
  const { min, max } = menuDateWindow(today)

  const onInputChange = (value: string) => {
    setInputValue(value)
    if (value === '') setDate(null)
    else if (isWithinMenuWindow(value, today)) setDate(value)
  }

  return {
    date,
    inputValue,
    isInvalid: inputValue !== '' && !isWithinMenuWindow(inputValue, today),
    min,
    max,
    onInputChange,
  }
}
