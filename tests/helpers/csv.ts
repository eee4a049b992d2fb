import { readCsv, type CsvRow } from '../../src/shared/csv/csv'

/** The rows of a CSV text, for reading what an export wrote (lines with unpaired quotes are left out). */
export const parseCsv = (text: string): CsvRow[] => readCsv(text).rows
