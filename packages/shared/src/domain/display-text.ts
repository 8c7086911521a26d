const BIDI_FORMATTING_CLASS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069'
const BIDI_FORMATTING = new RegExp(`[${BIDI_FORMATTING_CLASS}]`, 'gu')
const CONTROL = /\p{Cc}/gu

/** Control and bidirectional characters, with which "evil\u202egpj.exe" displays as "evilexe.jpg". Global: use with `replace`. */
export const DISPLAY_CONTROL_CHARACTERS = new RegExp(`[\\p{Cc}${BIDI_FORMATTING_CLASS}]`, 'gu')

export function withoutDisplayControls(text: string): string {
  return text.replace(BIDI_FORMATTING, '').replace(CONTROL, ' ').replace(/\s+/g, ' ')
}
