import { roundForDisplay } from './plate-math'

/**
 * A number as `toLocaleString('en-US')` writes it ('2,400', '12.5'), and -0 as '0', without Intl when it has at most
 * three places, as every rounded figure a screen shows does: a page's first Intl formatter loads ICU's data, some
 * 50–80 ms of one task on a 2-core machine, four times that on a phone (decision 073).
 */
export function formatNumber(value: number): string {
  const [whole = '', fraction = ''] = String(value).split('.')
  // More places, an exponent ('1.5e-7' has four after its point), NaN or Infinity: Intl rounds and writes them.
  return /^-?\d+$/.test(whole) && fraction.length < 4
    ? `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction && `.${fraction}`}`
    : value.toLocaleString('en-US')
}

/** Energy as every screen and message writes it: rounded for display, with its unit ('2,400 kcal'). */
export const formatKcal = (value: number): string => `${formatNumber(roundForDisplay(value))} kcal`
