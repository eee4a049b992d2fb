import { textIn, type Bilingual } from '../../shared/admin-label'
import { adminT } from '../../admin/i18n/translations'

/**
 * The translations manager's words in the administrator's language, from its
 * `kinsen:translations…` words (src/admin/i18n), for the server screens
 * (`req.i18n`) and the client forms (`useTranslation().i18n`) alike.
 */
export function translationWords(i18n: Parameters<typeof adminT>[0]) {
  const t = adminT(i18n)
  return {
    title: t('kinsen:translationsTitle'),
    intro: t('kinsen:translationsIntro'),
    source: t('kinsen:translationsSource'),
    records: t('kinsen:translationsRecords'),
    translated: t('kinsen:translationsTranslated'),
    missing: t('kinsen:translationsMissing'),
    allDone: t('kinsen:translationsAllDone'),
    translate: t('kinsen:translationsTranslate'),
    back: t('kinsen:translationsBack'),
    exportMissing: t('kinsen:translationsExportMissing'),
    exportAll: t('kinsen:translationsExportAll'),
    importLabel: t('kinsen:translationsImportLabel'),
    importing: t('kinsen:translationsImporting'),
    importFailed: t('kinsen:translationsImportFailed'),
    exchangeTitle: t('kinsen:translationsExchangeTitle'),
    exchangeHelp: t('kinsen:translationsExchangeHelp'),
    english: t('kinsen:translationsEnglish'),
    chinese: t('kinsen:translationsChinese'),
    emptyEnglish: t('kinsen:translationsEmptyEnglish'),
    save: t('kinsen:translationsSave'),
    saveNext: t('kinsen:translationsSaveNext'),
    saving: t('kinsen:translationsSaving'),
    saved: t('kinsen:translationsSaved'),
    saveFailed: t('kinsen:translationsSaveFailed'),
    noTexts: t('kinsen:translationsNoTexts'),
    editRecord: t('kinsen:translationsEditRecord'),
    finished: t('kinsen:translationsFinished'),
    showMissing: (count: number) => t('kinsen:translationsShowMissing', { count }),
    missingIn: (source: string) => t('kinsen:translationsMissingIn', { source }),
    textsMissing: (missing: number, texts: number) => t('kinsen:translationsTextsMissing', { missing, texts }),
    line: (line: number) => (line > 0 ? t('kinsen:csvLine', { line }) : t('kinsen:translationsWholeImport')),
    progress: (done: number, total: number) => t('kinsen:translationsProgress', { done, total }),
    simplified: {
      title: t('kinsen:translationsSimplified'),
      generated: t('kinsen:translationsSimplifiedGenerated'),
      own: t('kinsen:translationsOwnWording'),
      ownHelp: t('kinsen:translationsOwnWordingHelp'),
      clear: t('kinsen:translationsClearOwnWording'),
      kept: t('kinsen:translationsOwnWordingKept'),
      review: t('kinsen:translationsNeedsReview'),
    },
  }
}

export type TranslationsText = ReturnType<typeof translationWords>

/** A label given per admin language, in the administrator's language. */
export function labelFor(label: string | Bilingual, language: string): string {
  return typeof label === 'string' ? label : textIn(label, language)
}
