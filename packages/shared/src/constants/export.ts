// Apart from the export's schemas, so the account screen shows its choices and messages without them.
/** docs/product.md#constants */
export const EXPORT_FORMATS = ['csv', 'pdf', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** docs/product.md#calls */
export const EXPORT_FILES = {
  json: { fileName: 'export.json', contentType: 'application/json; charset=utf-8' },
  csv: { fileName: 'export.csv', contentType: 'text/csv; charset=utf-8' },
  pdf: { fileName: 'export.pdf', contentType: 'application/pdf' },
} as const satisfies Record<ExportFormat, { fileName: string; contentType: string }>

export const EXPORT_MESSAGES = {
  formatInvalid: 'Format must be one of csv, pdf or json',
  selectionsInvalid: 'Selections must say true or false for weight, meals and profile',
  nothingSelected: 'Select at least one type of data to export',
  exportFailed: 'Failed to export data.',
  pdfFailed: 'Failed to generate PDF.',
} as const
