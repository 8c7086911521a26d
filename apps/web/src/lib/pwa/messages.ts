/** What the installed app says about itself. */
export const PWA_MESSAGES = {
  /** Issue 14: a new version announces itself rather than switching under the user. */
  updateAvailable: 'A new version is available —',
  reload: 'Reload',
  updateRegion: 'App update',
} as const
