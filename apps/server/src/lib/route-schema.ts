import { ApiErrorSchema } from '@campusplate/shared'

/** The error answers a route declares, each with the shared error body. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof ApiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as Record<Codes[number], typeof ApiErrorSchema>
}
