import type { ItemCode } from '../../payload-types'
import { calendarDay, storedDay } from '../../shared/dates/validity-days'
import {
  DEFAULT_AVAILABILITY,
  discontinuedApplies,
  isAvailability,
  isMinimumOrderUnit,
  leadTimeApplies,
  leadTimeProblem,
  MAX_AVAILABILITY_NOTE_LENGTH,
  minimumOrderProblem,
  noteApplies,
  type Availability,
  type MinimumOrderUnit,
} from '../../shared/item-codes/availability'
import type { CsvMessages } from './csv-messages'

/**
 * The availability columns of the item-code CSV (issue 52.1), read and written as a person
 * edits them in a spreadsheet: `made-to-order`, `6`, `2026-06-30`, the replacement's item code.
 * Pure, so that every rule is tested without a database; the endpoint finds the stored values
 * and the replacement's record.
 */

/** The trimmed cells of one row, each undefined when the file has no such column. */
export type AvailabilityCells = {
  availability?: string
  leadTimeWeeks?: string
  noteEnglish?: string
  noteChinese?: string
  discontinuedOn?: string
  replacement?: string
  minimumOrder?: string
  minimumOrderUnit?: string
}

/** What the row writes: each field the file has a column for (an empty cell clears it). */
export type AvailabilityData = {
  availability?: Availability
  leadTimeWeeks?: number | null
  discontinuedOn?: string | null
  minimumOrder?: number | null
  minimumOrderUnit?: MinimumOrderUnit | null
}

/** The code's values as stored, for the columns a file leaves out. */
export type StoredAvailability = Pick<ItemCode, 'availability' | 'leadTimeWeeks' | 'discontinuedOn' | 'minimumOrder' | 'minimumOrderUnit' | 'replacement'>

const NUMBER = /^-?\d+(\.\d+)?$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (text: string) => DAY.test(text) && calendarDay(`${text}T12:00:00.000Z`) === text && !Number.isNaN(Date.parse(`${text}T12:00:00.000Z`))

type Read<T> = { value: T } | { problem: string } | undefined

function readNumber(cell: string | undefined, column: string, t: CsvMessages): Read<number | null> {
  if (cell === undefined) return undefined
  if (cell === '') return { value: null }
  return NUMBER.test(cell) ? { value: Number(cell) } : { problem: t.notANumber(column, cell) }
}

const valueOf = <T>(read: Read<T>): T | undefined => (read && 'value' in read ? read.value : undefined)
const problemOf = (read: Read<unknown>): string[] => (read && 'problem' in read ? [read.problem] : [])

/**
 * The row's availability data and what is wrong with it, judged on the code as it will be: the
 * file's cells over the stored values (a file without a lead_time_weeks column keeps the stored
 * lead time). A cell given for another availability is refused rather than dropped, so that a
 * lead time typed beside "in-stock" is not lost without a word.
 */
export function checkAvailabilityCells(cells: AvailabilityCells, stored: StoredAvailability | undefined, t: CsvMessages): { data: AvailabilityData; availability: Availability | undefined; problems: string[] } {
  const availability: Read<Availability> =
    cells.availability === undefined ? undefined : cells.availability === '' ? { value: DEFAULT_AVAILABILITY } : isAvailability(cells.availability) ? { value: cells.availability } : { problem: t.unknownAvailability(cells.availability) }
  const leadTime = readNumber(cells.leadTimeWeeks, 'lead_time_weeks', t)
  const day: Read<string | null> =
    cells.discontinuedOn === undefined ? undefined : cells.discontinuedOn === '' ? { value: null } : isDay(cells.discontinuedOn) ? { value: storedDay(cells.discontinuedOn) } : { problem: t.dayFormat(cells.discontinuedOn) }
  const minimum = readNumber(cells.minimumOrder, 'minimum_order', t)
  const unit: Read<MinimumOrderUnit | null> =
    cells.minimumOrderUnit === undefined ? undefined : cells.minimumOrderUnit === '' ? { value: null } : isMinimumOrderUnit(cells.minimumOrderUnit) ? { value: cells.minimumOrderUnit } : { problem: t.unknownUnit(cells.minimumOrderUnit) }
  const data: AvailabilityData = {}
  if (availability && 'value' in availability) data.availability = availability.value
  if (leadTime && 'value' in leadTime) data.leadTimeWeeks = leadTime.value
  if (day && 'value' in day) data.discontinuedOn = day.value
  if (minimum && 'value' in minimum) data.minimumOrder = minimum.value
  if (unit && 'value' in unit) data.minimumOrderUnit = unit.value
  const problems = [availability, leadTime, day, minimum, unit].flatMap(problemOf)

  // The code as it will be; a value the file gives wrongly is not judged again.
  const will = availability === undefined ? (stored?.availability ?? DEFAULT_AVAILABILITY) : valueOf(availability)
  if (will === undefined) return { data, availability: undefined, problems }
  if (cells.leadTimeWeeks && !leadTimeApplies(will)) problems.push(t.leadTimeOnly)
  if ((cells.noteEnglish || cells.noteChinese) && !noteApplies(will)) problems.push(t.noteOnly)
  if ([cells.noteEnglish, cells.noteChinese].some((note) => (note?.length ?? 0) > MAX_AVAILABILITY_NOTE_LENGTH)) problems.push(t.noteTooLong)
  if (cells.discontinuedOn && !discontinuedApplies(will)) problems.push(t.discontinuedOnly('discontinued_on'))
  if (cells.replacement && !discontinuedApplies(will)) problems.push(t.discontinuedOnly('replacement'))
  if (leadTimeApplies(will) && !(leadTime && 'problem' in leadTime)) {
    const weeks = leadTime === undefined ? stored?.leadTimeWeeks : valueOf(leadTime)
    const problem = leadTimeProblem(weeks)
    if (problem) problems.push(problem === 'required' ? t.leadTimeRequired : t.leadTimeRange)
  }
  if (discontinuedApplies(will) && !(day && 'problem' in day) && !(day === undefined ? stored?.discontinuedOn : valueOf(day))) problems.push(t.dateRequired)
  if (!(minimum && 'problem' in minimum) && !(unit && 'problem' in unit)) {
    const quantity = minimum === undefined ? stored?.minimumOrder : valueOf(minimum)
    const problem = minimumOrderProblem(quantity, unit === undefined ? stored?.minimumOrderUnit : valueOf(unit))
    if (problem) problems.push(problem === 'positive' ? t.minimumOrderPositive : problem === 'whole' ? t.minimumOrderWhole : t.minimumOrderUnitRequired)
  }
  return { data, availability: will, problems }
}

/** An item code the replacement cell may name: stored (with its id), or a row of the same file (with its availability there). */
export type CodeCandidate = { id?: number; product: number; itemCode: string; availability: string | null | undefined }

/**
 * The code a replacement cell names: the one pinned now, when the cell still names it; else the
 * one of the row's own product; else the only one of that code in the catalogue. Item codes are
 * unique within a product only: a code several other products share is ambiguous, and is pinned
 * in the form instead.
 */
export function pickReplacement(code: string, row: { product: number; pinned?: number | null }, candidates: readonly CodeCandidate[]): CodeCandidate | 'missing' | 'ambiguous' {
  const named = candidates.filter((candidate) => candidate.itemCode === code)
  const kept = named.find((candidate) => candidate.id !== undefined && candidate.id === row.pinned)
  const own = named.find((candidate) => candidate.product === row.product)
  if (kept ?? own) return (kept ?? own)!
  if (named.length === 0) return 'missing'
  return named.length === 1 ? named[0]! : 'ambiguous'
}

/**
 * The code a replacement cell pins, or what is wrong with it: never the row itself, never a code
 * discontinued as the file leaves it. A pin the cell keeps is not judged again (as the form does:
 * its code discontinued since is for the owner to change, and a file exported and imported back
 * goes through).
 */
export function judgeReplacement(row: { product: number; itemCode: string; pinned?: number | null }, code: string, candidates: readonly CodeCandidate[], t: CsvMessages): { pick: CodeCandidate } | { problem: string } {
  const picked = pickReplacement(code, row, candidates)
  if (picked === 'missing') return { problem: t.replacementNotFound(code) }
  if (picked === 'ambiguous') return { problem: t.replacementAmbiguous(code) }
  if (picked.product === row.product && picked.itemCode === row.itemCode) return { problem: t.replacementItself }
  const kept = picked.id !== undefined && picked.id === row.pinned
  return picked.availability === 'discontinued' && !kept ? { problem: t.replacementDiscontinued(code) } : { pick: picked }
}

/**
 * A code's availability cells in an export: each one its availability uses (the note only for a
 * limited code, as its readers show it), so that the file says what the site does and imports back.
 */
export function exportedAvailabilityCells(doc: ItemCode, chineseNote: string | null | undefined): Record<'availability' | 'leadTimeWeeks' | 'noteEnglish' | 'noteChinese' | 'discontinuedOn' | 'replacement' | 'minimumOrder' | 'minimumOrderUnit', string> {
  const availability = doc.availability ?? DEFAULT_AVAILABILITY
  const discontinued = discontinuedApplies(availability)
  const replacement = doc.replacement && typeof doc.replacement === 'object' ? doc.replacement.itemCode : ''
  return {
    availability,
    leadTimeWeeks: leadTimeApplies(availability) && typeof doc.leadTimeWeeks === 'number' ? String(doc.leadTimeWeeks) : '',
    noteEnglish: noteApplies(availability) ? (doc.availabilityNote ?? '') : '',
    noteChinese: noteApplies(availability) ? (chineseNote ?? '') : '',
    discontinuedOn: discontinued && doc.discontinuedOn ? calendarDay(doc.discontinuedOn) : '',
    replacement: discontinued ? replacement : '',
    minimumOrder: typeof doc.minimumOrder === 'number' ? String(doc.minimumOrder) : '',
    minimumOrderUnit: doc.minimumOrderUnit ?? '',
  }
}
