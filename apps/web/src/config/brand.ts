/** The default branding until the server's `APP_TITLE` arrives; the manifest is built from it by build-plugins/pwa.ts. */
export const BRAND = {
  name: 'CampusPlate',
  description: 'Campus dining nutrition tracker',
  themeColor: '#047857',
  /** The page background (Tailwind slate-50): the installed app's splash screen. */
  backgroundColor: '#f8fafc',
} as const
