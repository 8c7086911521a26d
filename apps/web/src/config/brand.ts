/**
 * The product's default branding: the header's title until the server's `APP_TITLE` arrives, the
 * browser's theme colour, and the installed app's name and colours (the web app manifest, built
 * from these by build-plugins/pwa.ts). The logo (public/favicon.svg) is drawn in `themeColor`.
 */
export const BRAND = {
  name: 'CampusPlate',
  description: 'Campus dining nutrition tracker',
  themeColor: '#047857',
  /** The page background (Tailwind slate-50): the splash screen of the installed app. */
  backgroundColor: '#f8fafc',
} as const
