export const PWA_MESSAGES = {
  /** A new version announces itself rather than switching under the user. */
  updateAvailable: 'A new version is available —',
  reload: 'Reload',
  updateRegion: 'App update',
} as const
