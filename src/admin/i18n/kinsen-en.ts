/**
 * The project's own admin words in English, under Payload's `kinsen:` namespace
 * (see translations.ts). Placeholders are Payload's {{name}} interpolation.
 */
export const kinsenEn = {
  // Header
  interfaceLanguage: 'Interface language',
  switchToEnglish: 'Switch the interface to English',
  switchToChinese: 'Switch the interface to Chinese',
  // Dashboard (spec §2.11)
  quickGuideTitle: 'Quick Guide',
  quickGuideCategories: 'Product categories and gallery categories are shown in their display order; change the order by dragging.',
  quickGuideProducts: 'Products can be sorted by any column and filtered by status or category.',
  quickGuideItemCodes: 'Item codes hold the technical specifications of each product variant.',
  quickGuideNews: 'Up to 3 news items can be pinned to the top of the news page; pinned items are ordered by dragging.',
  quickGuideLanguages: 'Use “Content language” at the top right to edit the Traditional Chinese texts; an empty Chinese field shows the English text. The interface language is switched beside it.',
  toolsTitle: 'Tools',
  toolsTranslations: 'Translations',
  toolsTranslationsHelp: 'See what is not yet in Chinese and translate it',
  toolsCleanupHelp: 'Find and delete files nothing uses',
  // Reorder mode (spec §4)
  reorderOpen: 'Reorder Items',
  reorderSave: 'Save Order',
  reorderDiscard: 'Discard',
  reorderDiscarded: 'Display order changes discarded',
  reorderUp: 'Move up',
  reorderDown: 'Move down',
  reorderHint: 'Drag rows, or use the arrow buttons, then Save Order. Numbers start at 1.',
  reorderLoading: 'Loading…',
  reorderSaving: 'Saving...',
  reorderEmpty: 'Nothing to reorder.',
  productOrderUpdated: 'Product order updated',
  productOrderFailed: 'Failed to update product order',
  categoryOrderUpdated: 'Category order updated',
  categoryOrderFailed: 'Failed to update category order',
  galleryOrderUpdated: 'Gallery order updated',
  galleryOrderFailed: 'Failed to update gallery order',
  pinnedOrderUpdated: 'Pinned order updated',
  pinnedOrderFailed: 'Failed to update pinned order',
  // Status column
  // Item-code CSV
  csvExport: 'Export CSV',
  csvImport: 'Import CSV',
  csvImporting: 'Uploading...',
  csvImported: 'Imported: {{created}} new, {{updated}} updated',
  csvLine: 'Line {{line}}',
  csvFailed: 'Import failed',
  // Form headings
}

export type KinsenMessages = { [K in keyof typeof kinsenEn]: string }
