/**
 * Reading vendor JSON defensively (docs/menu-providers.md#value-rules: every field optional, strings and numbers both
 * accepted): small guards instead of strict schemas, so a new or missing field never fails an import.
 */

/** A vendor answer whose shape is not one we know; the hall it was for is left as it was. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError'
}

export type JsonObject = Record<string, unknown>

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The objects of an array; anything else is an empty list. */
export function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : []
}

/** An id sent as a string or a number, as text; undefined when blank or missing. */
export function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  return undefined
}

/** Strings of an array (or the `name` of its objects). */
export function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (typeof entry === 'string') return [entry]
    if (isObject(entry) && typeof entry.name === 'string') return [entry.name]
    return []
  })
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
