const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 26, 2026, 9:40 PM" in the browser's zone. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso))
}

/** A list typed as "a, b, c": trimmed entries, blanks dropped. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** A correction's values for a person: "calories 455; allergens fish, sesame". */
export function describeValues(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([field, value]) => {
      if (Array.isArray(value)) return `${field.replace('_', ' ')}: ${value.length ? value.join(', ') : 'none'}`
      if (value && typeof value === 'object')
        return Object.entries(value)
          .map(([key, n]) => `${key.replace(/_/g, ' ')} ${n ?? 'unknown'}`)
          .join(', ')
      return `${field.replace('_', ' ')}: ${String(value)}`
    })
    .join('; ')
}
