import type { PayloadRequest } from 'payload'
import { adminT } from '../../admin/i18n/translations'
import { MAX_ITEM_CODE_LENGTH } from '../schemas'
import { availabilityMessages } from '../availability-messages'

/**
 * The item-code CSV's messages in the administrator's language, from the
 * admin's `kinsen:itemCodeCsv…` words (src/admin/i18n) through the request's
 * i18n, so the import's errors read as the rest of the admin does.
 */
export function csvMessages(req: Pick<PayloadRequest, 'i18n'>) {
  const t = adminT(req.i18n)
  return {
    notAllowed: t('kinsen:itemCodeCsvNotAllowed'),
    importAdministratorsOnly: t('kinsen:itemCodeCsvImportAdministrators'),
    tooLarge: t('kinsen:itemCodeCsvTooLarge'),
    nothingImported: t('kinsen:itemCodeCsvNothingImported'),
    databaseRefused: t('kinsen:itemCodeCsvDatabaseRefused'),
    imported: (count: number) => t('kinsen:itemCodeCsvImported', { count }),
    noHeader: t('kinsen:itemCodeCsvNoHeader'),
    unknownColumn: (name: string) => t('kinsen:itemCodeCsvUnknownColumn', { name }),
    missingColumn: (name: string) => t('kinsen:itemCodeCsvMissingColumn', { name }),
    repeatedColumn: (name: string) => t('kinsen:itemCodeCsvRepeatedColumn', { name }),
    quotes: t('kinsen:itemCodeCsvQuotes'),
    columnCount: (expected: number, found: number) => t('kinsen:itemCodeCsvColumnCount', { expected, found }),
    noProduct: (slug: string) => t('kinsen:itemCodeCsvNoProduct', { slug }),
    selectProduct: t('kinsen:itemCodeCsvSelectProduct'),
    itemCodeRequired: t('kinsen:itemCodeCsvItemCodeRequired'),
    itemCodeTooLong: t('kinsen:itemCodeCsvItemCodeTooLong', { max: MAX_ITEM_CODE_LENGTH }),
    shadeFormat: t('kinsen:itemCodeCsvShadeFormat'),
    twice: (code: string, product: string) => t('kinsen:itemCodeCsvTwice', { code, product }),
    empty: t('kinsen:itemCodeCsvEmpty'),
    // The availability columns (availability-cells.ts): the form's sentences, and the file's own.
    ...availabilityMessages(req),
    unknownAvailability: (value: string) => t('kinsen:itemCodeCsvAvailability', { value }),
    notANumber: (column: string, value: string) => t('kinsen:itemCodeCsvNumber', { column, value }),
    dayFormat: (value: string) => t('kinsen:itemCodeCsvDate', { value }),
    unknownUnit: (value: string) => t('kinsen:itemCodeCsvUnit', { value }),
    leadTimeOnly: t('kinsen:itemCodeCsvLeadTimeOnly'),
    noteOnly: t('kinsen:itemCodeCsvNoteOnly'),
    discontinuedOnly: (column: string) => t('kinsen:itemCodeCsvDiscontinuedOnly', { column }),
    replacementNotFound: (code: string) => t('kinsen:itemCodeCsvReplacementNotFound', { code }),
    replacementAmbiguous: (code: string) => t('kinsen:itemCodeCsvReplacementAmbiguous', { code }),
  }
}

export type CsvMessages = ReturnType<typeof csvMessages>
