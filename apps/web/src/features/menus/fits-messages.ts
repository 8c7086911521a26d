/** Apart from MENU_MESSAGES so they load with Fits my day's lazy chunk, not with the menu (docs/decisions/055). */
export const FITS_MESSAGES = {
  fitsMyDay: 'Fits my day',
  fitsIntro: 'From the meals served now or next, for what is left of your day and your profile.',
  fitsFailed: 'Could not load today’s menus.',
  fitsRetry: 'Try again',
  fitsMore: 'More suggestions',
  fitsLoading: 'Finding what fits…',
  fitsDayFull: 'You have reached your energy target for today.',
  fitsDayFullBalanced: 'Your day looks complete.',
  fitsNone: 'Nothing served now or next fits what is left of your day and your profile.',
  fitsNow: 'served now',
  fitsFrom: (start: string) => `from ${start}`,
  fitsWhere: (hall: string, meal: string, station: string | null, when: string) =>
    `${hall} · ${meal}${station ? ` · ${station}` : ''} · ${when}`,
  fitsAdd: (names: string) => `Add ${names} to the plate`,
} as const
