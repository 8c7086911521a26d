/** The Unicode bidirectional formatting characters: embeddings, overrides, isolates and marks. */
const BIDI_FORMATTING_CLASS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069'
const BIDI_FORMATTING = new RegExp(`[${BIDI_FORMATTING_CLASS}]`, 'gu')
const CONTROL = /\p{Cc}/gu

/**
 * Characters that change how the text around them is shown instead of being shown: control
 * characters (C0, DEL and C1: terminal escapes, line breaks, NUL) and the bidirectional formatting
 * characters, with which "evil\u202egpj.exe" displays as "evilexe.jpg". Global: use it with `replace`.
 */
export const DISPLAY_CONTROL_CHARACTERS = new RegExp(`[\\p{Cc}${BIDI_FORMATTING_CLASS}]`, 'gu')

/**
 * Text for one line of display, such as a name: control characters become a space, bidirectional
 * formatting characters are dropped, and runs of white space become one space.
 */
export function withoutDisplayControls(text: string): string {
  return text.replace(BIDI_FORMATTING, '').replace(CONTROL, ' ').replace(/\s+/g, ' ')
}
