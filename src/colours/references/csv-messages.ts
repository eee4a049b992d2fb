import type { PayloadRequest } from 'payload'
import { adminT } from '../../admin/i18n/translations'

/** The shade-reference CSV's messages in the administrator's language: the item-code CSV's general ones, and its own. */
export function referenceCsvMessages(req: Pick<PayloadRequest, 'i18n'>) {
  const t = adminT(req.i18n)
  return {
    notAllowed: t('kinsen:itemCodeCsvNotAllowed'),
    tooLarge: t('kinsen:itemCodeCsvTooLarge'),
    nothingImported: t('kinsen:itemCodeCsvNothingImported'),
    databaseRefused: t('kinsen:itemCodeCsvDatabaseRefused'),
    unknownColumn: (name: string) => t('kinsen:itemCodeCsvUnknownColumn', { name }),
    missingColumn: (name: string) => t('kinsen:itemCodeCsvMissingColumn', { name }),
    repeatedColumn: (name: string) => t('kinsen:itemCodeCsvRepeatedColumn', { name }),
    quotes: t('kinsen:itemCodeCsvQuotes'),
    columnCount: (expected: number, found: number) => t('kinsen:itemCodeCsvColumnCount', { expected, found }),
    shadeFormat: t('kinsen:itemCodeCsvShadeFormat'),
    importAdministratorsOnly: t('kinsen:referenceCsvImportAdministrators'),
    imported: (count: number) => t('kinsen:referenceCsvImported', { count }),
    noHeader: t('kinsen:referenceCsvNoHeader'),
    brandRequired: t('kinsen:referenceCsvBrandRequired'),
    codeRequired: t('kinsen:referenceCsvCodeRequired'),
    noItemCode: (code: string) => t('kinsen:referenceCsvNoItemCode', { code }),
    twice: (reference: string) => t('kinsen:referenceCsvTwice', { reference }),
    demoValue: t('kinsen:referenceCsvDemoValue'),
    empty: t('kinsen:referenceCsvEmpty'),
  }
}

export type ReferenceCsvMessages = ReturnType<typeof referenceCsvMessages>
