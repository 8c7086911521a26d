/** Shared look of form controls and their labels. */
export const labelClasses = 'block text-sm font-medium text-slate-700'
export const controlClasses =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600'
/** A radio button or checkbox with a target of 24 × 24 px at least (WCAG 2.2, 2.5.8). */
export const choiceClasses = 'size-6 shrink-0 accent-emerald-700'
