import { describe, expect, it } from 'vitest'
import { DISPLAY_CONTROL_CHARACTERS, withoutDisplayControls } from './display-text'

describe('withoutDisplayControls', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    // A right-to-left override turns "evil\u202Egpj.exe" into "evilexe.jpg" on screen.
    ['evil\u202egpj.exe', 'evilgpj.exe'],
    ['\u202aAda\u202c \u2066Lovelace\u2069', 'Ada Lovelace'],
    ['Ada\u200f\u200e\u061c', 'Ada'],
    ['Ada\u001b[2J\u001b[H', 'Ada [2J [H'],
    ['Ada\tLove\r\nlace', 'Ada Love lace'],
    ['Ada\u0085\u009bLovelace\u007f', 'Ada Lovelace '],
    // Joiners make up emoji and some scripts: kept.
    ['Zoë 👩‍🍳 محمد', 'Zoë 👩‍🍳 محمد'],
  ])('makes %j into %j', (raw, shown) => {
    expect(withoutDisplayControls(raw)).toBe(shown)
  })

  it('finds every character it drops or replaces', () => {
    expect('a\u001bb\u202ec\u2067d\u0000e'.replace(DISPLAY_CONTROL_CHARACTERS, '_')).toBe('a_b_c_d_e')
  })
})
