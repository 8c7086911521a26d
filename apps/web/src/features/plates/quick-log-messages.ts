const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`
const offMenuNote = (offMenu: number) => (offMenu > 0 ? `; ${offMenu} not on this menu, kept as saved` : '')

/** The words of "Log again" and of adding a suggestion, kept with them in the dashboard's extras chunk. */
export const QUICK_LOG_MESSAGES = {
  quickLog: 'Log again',
  sameAsYesterday: 'Same as yesterday',
  nothingYesterday: 'Nothing was saved the day before.',
  repeatRecent: 'Repeat a recent plate',
  repeatDay: (day: string) => `Repeat ${day}`,
  recentFailed: 'Could not load your recent plates.',
  loadingRecent: 'Loading your recent plates…',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  filledAdded: (count: number, day: string, offMenu: number) =>
    `Added ${items(count)} from ${day}${offMenuNote(offMenu)}`,
  filledReplaced: (count: number, day: string, offMenu: number) =>
    `Replaced the plate with ${items(count)} from ${day}${offMenuNote(offMenu)}`,
  repeatAsk: 'This plate already has items',
  repeatAskBody: (day: string, count: number) => `Put the ${items(count)} from ${day} on it:`,
  repeatAdd: (isToday: boolean, day: string) => (isToday ? 'Add to today’s plate' : `Add to the plate of ${day}`),
  replacePlate: 'Replace it',
  addedAll: (lines: readonly string[]) =>
    `Added ${lines.length <= 1 ? lines.join('') : `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`}`,
} as const
