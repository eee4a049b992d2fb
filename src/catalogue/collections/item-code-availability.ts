import type { CollectionBeforeChangeHook, Condition, Field, FieldHook, Validate, Where } from 'payload'
import { bilingual, label, labelledOptions } from '../../shared/admin-label'
import { storedDay } from '../../shared/dates/validity-days'
import {
  AVAILABILITIES,
  DEFAULT_AVAILABILITY,
  discontinuedApplies,
  isAvailability,
  leadTimeApplies,
  leadTimeProblem,
  MAX_AVAILABILITY_NOTE_LENGTH,
  MAX_LEAD_TIME_WEEKS,
  MINIMUM_ORDER_UNITS,
  minimumOrderProblem,
  noteApplies,
} from '../../shared/item-codes/availability'
import { availabilityMessages } from '../availability-messages'

type Sibling = { availability?: unknown; minimumOrder?: unknown; minimumOrderUnit?: unknown }
const sibling = (value: unknown): Sibling => (value && typeof value === 'object' ? (value as Sibling) : {})

const idOf = (value: unknown): number | string | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined
}

/**
 * Shown under its availability; and also where the form holds no availability at all: the list's
 * bulk edit draws only the fields chosen there, so "Lead time" chosen alone (made-to-order codes
 * filtered, all selected, 6 weeks → 8) is still drawn. The form and the server always know it.
 */
const under =
  (applies: (availability: unknown) => boolean): Condition =>
  (data) =>
    data?.availability === undefined || applies(data.availability)

/** A picked day is kept as noon UTC of its calendar day (shared/dates/validity-days.ts). */
const toStoredDay: FieldHook = ({ value }) => (typeof value === 'string' && value ? storedDay(value) : value)

const validateAvailability: Validate = (value, { req }) => (isAvailability(value) ? true : availabilityMessages(req).availabilityRequired)

const validateLeadTime: Validate = (value, { req, siblingData }) => {
  if (!leadTimeApplies(sibling(siblingData).availability)) return true
  const problem = leadTimeProblem(value)
  const t = availabilityMessages(req)
  return problem === 'required' ? t.leadTimeRequired : problem === 'range' ? t.leadTimeRange : true
}

const validateDiscontinuedOn: Validate = (value, { req, siblingData }) =>
  !discontinuedApplies(sibling(siblingData).availability) || (typeof value === 'string' && value !== '') || value instanceof Date ? true : availabilityMessages(req).dateRequired

const validateNote: Validate = (value, { req }) =>
  typeof value === 'string' && value.trim().length > MAX_AVAILABILITY_NOTE_LENGTH ? availabilityMessages(req).noteTooLong : true

/**
 * The replacement a buyer is pointed to: another code, one that can be ordered. Checked when it is
 * chosen; a pin kept from before is not judged again at every later save of the code (its own
 * replacement being discontinued since is for that code's form), so an unrelated edit or a CSV
 * round trip never fails on it.
 */
const validateReplacement: Validate = async (value, { id, previousValue, req, siblingData }) => {
  if (!discontinuedApplies(sibling(siblingData).availability)) return true
  const chosen = idOf(value)
  if (chosen === undefined) return true
  const t = availabilityMessages(req)
  if (id !== undefined && String(chosen) === String(id)) return t.replacementItself
  if (String(chosen) === String(idOf(previousValue))) return true
  const found = await req.payload.find({ collection: 'item-codes', where: { id: { equals: chosen } }, depth: 0, limit: 1, pagination: false, select: { itemCode: true, availability: true }, req, overrideAccess: true })
  const replacement = found.docs[0]
  if (!replacement) return t.replacementMissing
  return replacement.availability === 'discontinued' ? t.replacementDiscontinued(replacement.itemCode) : true
}

const validateMinimumOrder: Validate = (value, { req, siblingData }) => {
  const problem = minimumOrderProblem(value, sibling(siblingData).minimumOrderUnit)
  const t = availabilityMessages(req)
  // A missing unit is said beside the unit.
  return problem === 'positive' ? t.minimumOrderPositive : problem === 'whole' ? t.minimumOrderWhole : true
}

const validateMinimumOrderUnit: Validate = (_value, { req, siblingData }) => {
  const data = sibling(siblingData)
  return minimumOrderProblem(data.minimumOrder, data.minimumOrderUnit) === 'unit' ? availabilityMessages(req).minimumOrderUnitRequired : true
}

/** The replacement picker offers codes that can still be ordered, never the code itself. */
const orderableOthers = ({ id }: { id?: number | string }): Where => {
  const orderable: Where = { availability: { not_equals: 'discontinued' } }
  return id === undefined ? orderable : { and: [orderable, { id: { not_equals: id } }] }
}

/**
 * A save drops what its availability does not use (shared/item-codes/availability.ts): a lead
 * time kept on a code back in stock would be read by someone as true. The note is written per
 * language and stays (a save holds one language's); its readers show it for a limited code only.
 */
export const dropWhatAvailabilityExcludes: CollectionBeforeChangeHook = ({ data }) => {
  if (!data) return data
  if (!leadTimeApplies(data.availability)) data.leadTimeWeeks = null
  if (!discontinuedApplies(data.availability)) {
    data.discontinuedOn = null
    data.replacement = null
  }
  return data
}

/** Issue 52.1: whether and how the code can be ordered, and its minimum order, near the top of the form. */
export const availabilityFields: Field = {
  type: 'collapsible',
  // A heading, not a label: the list's bulk edit would prefix every field of the group with a label,
  // and without one (`false`) Payload's error summary would name the group by its type ("Collapsible > …").
  label: false,
  admin: { components: { Label: { path: '/admin/fields/GroupHeading#GroupHeading', clientProps: { texts: bilingual('Availability', '供應情況') } } } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'availability',
          label: label('Availability', '供應情況'),
          type: 'select',
          // Not `required` in the schema (every create would then have to name it, the seeds' and tests' too):
          // it has its default, and a save refuses it emptied.
          defaultValue: DEFAULT_AVAILABILITY,
          index: true,
          validate: validateAvailability,
          options: labelledOptions(AVAILABILITIES),
          admin: { width: '50%', isClearable: false },
        },
        {
          name: 'leadTimeWeeks',
          label: label('Lead time (weeks)', '交貨期（星期）'),
          type: 'number',
          min: 1,
          max: MAX_LEAD_TIME_WEEKS,
          validate: validateLeadTime,
          admin: { width: '50%', condition: under(leadTimeApplies), step: 1 },
        },
        {
          name: 'discontinuedOn',
          label: label('Discontinued on', '停產日期'),
          type: 'date',
          validate: validateDiscontinuedOn,
          hooks: { beforeChange: [toStoredDay] },
          admin: { width: '50%', condition: under(discontinuedApplies), date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
      ],
    },
    {
      name: 'availabilityNote',
      label: label('Note on availability', '供應說明'),
      type: 'text',
      localized: true,
      maxLength: MAX_AVAILABILITY_NOTE_LENGTH,
      validate: validateNote,
      admin: {
        condition: under(noteApplies),
        description: bilingual('A few words buyers read beside "Limited", like "Last 40 cones of this dye lot".', '買家在「數量有限」旁看到的簡短說明，例如「此染色批次只餘 40 筒」。'),
      },
    },
    {
      name: 'replacement',
      label: label('Replacement', '替代貨品編號'),
      type: 'relationship',
      relationTo: 'item-codes',
      filterOptions: orderableOthers,
      validate: validateReplacement,
      admin: {
        condition: under(discontinuedApplies),
        allowCreate: false,
        description: bilingual('Optional: the code buyers are pointed to instead, usually a close shade of the same product. It cannot be discontinued itself.', '選填：向買家推薦的代替貨品編號，通常是同一產品中相近的顏色。不可選擇已停產的編號。'),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'minimumOrder', label: label('Minimum order', '最低訂購量'), type: 'number', validate: validateMinimumOrder, admin: { width: '50%' } },
        {
          name: 'minimumOrderUnit',
          label: label('Unit', '單位'),
          type: 'select',
          options: labelledOptions(MINIMUM_ORDER_UNITS),
          validate: validateMinimumOrderUnit,
          admin: { width: '50%' },
        },
      ],
    },
  ],
}
