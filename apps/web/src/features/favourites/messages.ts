/** Favourites UI strings. */
export const FAVOURITES_MESSAGES = {
  heading: 'Favourites',
  starLabel: (name: string) => `Favourite ${name}`,
  starFailed: 'Could not change your favourites. Please try again.',
  starOffline: "You're offline: favourites can be changed once you're back online.",
  loadFailed: 'Could not load your favourites.',
  tryAgain: 'Try again',
  empty: 'No favourites yet',
  emptyHint: 'Star a dish on the menu to find it here on the days it is served.',
  servedToday: 'On today',
  upcoming: 'Coming up',
  remove: (name: string) => `Remove ${name} from favourites`,
  removeShort: 'Remove',
  backToMenu: 'Back to the menu',
  intro: 'Where your starred dishes are served today and in the days of the imported menus.',
} as const
