/** Apart from MENU_MESSAGES so they load with the dialog's lazy chunk, not with the menu. */
export const REPORT_MESSAGES = {
  title: (name: string) => `Report a problem with ${name}`,
  intro: 'The dining team reads every report. Say what is wrong with this item on this menu.',
  kind: 'What is wrong?',
  note: 'Details (optional)',
  noteHint: (max: number) => `Up to ${max} characters, e.g. which allergen is missing.`,
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
} as const
