import { type FormEvent, useId } from 'react'
import { Button } from '@/components/ui/button'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import type { StaffRangeParams } from '../hooks/use-staff-range'

export const RANGE_FORM_LABELS = {
  from: 'From',
  to: 'To',
  hall: 'Dining hall',
  allHalls: 'All halls',
  show: 'Show',
} as const

interface RangeFormProps {
  /** The range the server answered for (its defaults filled in), shown in the fields. */
  from: string | undefined
  to: string | undefined
  hall: string | undefined
  halls: readonly string[]
  onChange: (next: StaffRangeParams) => void
}

/** The fields start from the first answer, so give the form a new `key` when that answer arrives. */
export function RangeForm({ from, to, hall, halls, onChange }: RangeFormProps) {
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' && value !== '' ? value : undefined
    }
    onChange({ from: text('from'), to: text('to'), dining_hall: text('dining_hall') })
  }
  return (
    <form onSubmit={submit} className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <div>
        <label htmlFor={`${id}-from`} className={labelClasses}>
          {RANGE_FORM_LABELS.from}
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={from} className={controlClasses} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClasses}>
          {RANGE_FORM_LABELS.to}
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={to} className={controlClasses} />
      </div>
      <div className="col-span-2 sm:min-w-48">
        <label htmlFor={`${id}-hall`} className={labelClasses}>
          {RANGE_FORM_LABELS.hall}
        </label>
        <select id={`${id}-hall`} name="dining_hall" defaultValue={hall ?? ''} className={controlClasses}>
          <option value="">{RANGE_FORM_LABELS.allHalls}</option>
          {halls.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
        {RANGE_FORM_LABELS.show}
      </Button>
    </form>
  )
}
