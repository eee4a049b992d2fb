import { describe, expect, it } from 'vitest'
import type { ItemCode } from '../../payload-types'
import { checkAvailabilityCells, exportedAvailabilityCells, judgeReplacement, pickReplacement, type CodeCandidate } from './availability-cells'
import { csvMessages } from './csv-messages'

// The messages' keys with their values, so that each test reads which rule spoke.
const t = csvMessages({
  i18n: {
    t: (key: string, vars?: Record<string, unknown>) => `${key.replace('kinsen:', '')}${vars && Object.keys(vars).length ? ` ${Object.values(vars).join(' ')}` : ''}`,
  } as never,
})
const check = (cells: Parameters<typeof checkAvailabilityCells>[0], stored?: Parameters<typeof checkAvailabilityCells>[1]) => checkAvailabilityCells(cells, stored, t)

describe('availability cells of the item-code CSV', () => {
  it('reads each column in its own form, an empty cell clearing it', () => {
    expect(check({ availability: 'made-to-order', leadTimeWeeks: '6', minimumOrder: '12', minimumOrderUnit: 'cones' })).toEqual({
      data: { availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' },
      availability: 'made-to-order',
      problems: [],
    })
    expect(check({ availability: 'discontinued', discontinuedOn: '2026-06-30' }).data).toEqual({ availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z' })
    expect(check({ availability: '', leadTimeWeeks: '', minimumOrder: '', minimumOrderUnit: '' }).data).toEqual({ availability: 'in-stock', leadTimeWeeks: null, minimumOrder: null, minimumOrderUnit: null })
    // No column: nothing written, the stored value kept.
    expect(check({}, { availability: 'made-to-order', leadTimeWeeks: 4 })).toEqual({ data: {}, availability: 'made-to-order', problems: [] })
  })

  it('refuses values it cannot read, each once', () => {
    expect(check({ availability: 'soon' }).problems).toEqual(['itemCodeCsvAvailability soon'])
    expect(check({ availability: 'made-to-order', leadTimeWeeks: 'six' }).problems).toEqual(['itemCodeCsvNumber lead_time_weeks six'])
    expect(check({ availability: 'discontinued', discontinuedOn: '30/06/2026' }).problems).toEqual(['itemCodeCsvDate 30/06/2026'])
    expect(check({ availability: 'discontinued', discontinuedOn: '2026-02-30' }).problems).toEqual(['itemCodeCsvDate 2026-02-30'])
    expect(check({ minimumOrder: '12 cones', minimumOrderUnit: 'boxes' }).problems).toEqual(['itemCodeCsvNumber minimum_order 12 cones', 'itemCodeCsvUnit boxes'])
  })

  it('asks what each availability needs, from the file or as stored', () => {
    expect(check({ availability: 'made-to-order' }).problems).toEqual(['availabilityLeadTimeRequired'])
    expect(check({ availability: 'made-to-order', leadTimeWeeks: '' }, { availability: 'made-to-order', leadTimeWeeks: 4 }).problems).toEqual(['availabilityLeadTimeRequired'])
    expect(check({ availability: 'made-to-order' }, { availability: 'made-to-order', leadTimeWeeks: 4 }).problems).toEqual([])
    expect(check({ availability: 'made-to-order', leadTimeWeeks: '53' }).problems).toEqual(['availabilityLeadTimeRange 52'])
    expect(check({ availability: 'discontinued', discontinuedOn: '' }).problems).toEqual(['availabilityDateRequired'])
    expect(check({ leadTimeWeeks: '' }, { availability: 'discontinued' }).problems).toEqual(['availabilityDateRequired'])
  })

  it('refuses a value typed for another availability rather than dropping it', () => {
    expect(check({ availability: 'in-stock', leadTimeWeeks: '6' }).problems).toEqual(['itemCodeCsvLeadTimeOnly'])
    expect(check({ availability: 'in-stock', noteChinese: '只餘 40 筒' }).problems).toEqual(['itemCodeCsvNoteOnly'])
    expect(check({ availability: 'limited', discontinuedOn: '2026-06-30', replacement: 'KS-1' }).problems).toEqual(['itemCodeCsvDiscontinuedOnly discontinued_on', 'itemCodeCsvDiscontinuedOnly replacement'])
    expect(check({ availability: 'limited', noteEnglish: 'x'.repeat(121) }).problems).toEqual(['availabilityNoteTooLong 120'])
  })

  it('judges a minimum order with its unit, stored or given', () => {
    expect(check({ minimumOrder: '12' }).problems).toEqual(['minimumOrderUnitRequired'])
    expect(check({ minimumOrder: '12' }, { availability: 'in-stock', minimumOrderUnit: 'spools' }).problems).toEqual([])
    expect(check({ minimumOrder: '0', minimumOrderUnit: 'kg' }).problems).toEqual(['minimumOrderPositive'])
    expect(check({ minimumOrder: '2.5', minimumOrderUnit: 'cones' }).problems).toEqual(['minimumOrderWhole'])
    expect(check({ minimumOrder: '2.5', minimumOrderUnit: 'kg' }).problems).toEqual([])
  })
})

describe('the replacement cell', () => {
  const candidates: CodeCandidate[] = [
    { id: 11, product: 1, itemCode: 'KS-G01', availability: 'in-stock' },
    { id: 21, product: 2, itemCode: 'KS-G01', availability: 'in-stock' },
    { id: 22, product: 2, itemCode: 'KS-S01', availability: 'discontinued' },
    { id: 31, product: 3, itemCode: 'KS-B01', availability: 'made-to-order' },
    { id: 41, product: 4, itemCode: 'KS-B01', availability: 'in-stock' },
    // A row of the file, not stored yet.
    { product: 1, itemCode: 'KS-NEW', availability: 'in-stock' },
  ]
  const row = (product: number, itemCode: string, pinned?: number) => ({ product, itemCode, pinned })

  it('names the code pinned now, else that of the same product, else the only one of that code', () => {
    expect(pickReplacement('KS-G01', row(2, 'KS-R'), candidates)).toEqual(candidates[1])
    expect(pickReplacement('KS-G01', row(2, 'KS-R', 11), candidates)).toEqual(candidates[0])
    expect(pickReplacement('KS-S01', row(1, 'KS-R'), candidates)).toEqual(candidates[2])
    expect(pickReplacement('KS-B01', row(1, 'KS-R'), candidates)).toBe('ambiguous')
    expect(pickReplacement('KS-B01', row(1, 'KS-R', 41), candidates)).toEqual(candidates[4])
    expect(pickReplacement('KS-X', row(1, 'KS-R'), candidates)).toBe('missing')
  })

  it('is never the row itself, nor a newly pinned discontinued code', () => {
    expect(judgeReplacement(row(1, 'KS-R01'), 'KS-NEW', candidates, t)).toEqual({ pick: candidates[5] })
    expect(judgeReplacement(row(1, 'KS-G01'), 'KS-G01', candidates, t)).toEqual({ problem: 'availabilityReplacementItself' })
    expect(judgeReplacement(row(1, 'KS-R01'), 'KS-S01', candidates, t)).toEqual({ problem: 'availabilityReplacementDiscontinued KS-S01' })
    expect(judgeReplacement(row(1, 'KS-R01'), 'KS-B01', candidates, t)).toEqual({ problem: 'itemCodeCsvReplacementAmbiguous KS-B01' })
    expect(judgeReplacement(row(1, 'KS-R01'), 'KS-X', candidates, t)).toEqual({ problem: 'itemCodeCsvReplacementNotFound KS-X' })
    // Pinned before its code was discontinued: kept, as an exported file brings it back.
    expect(judgeReplacement(row(1, 'KS-R01', 22), 'KS-S01', candidates, t)).toEqual({ pick: candidates[2] })
  })
})

describe('exported availability cells', () => {
  const code = (data: Partial<ItemCode>) => ({ id: 1, product: 1, itemCode: 'KS-1', updatedAt: '', createdAt: '', ...data }) as ItemCode

  it('write what the availability uses, in the forms the import reads', () => {
    expect(exportedAvailabilityCells(code({ availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z', replacement: code({ id: 2, itemCode: 'KS-2' }), minimumOrder: 2.5, minimumOrderUnit: 'kg' }), null)).toEqual({
      availability: 'discontinued',
      leadTimeWeeks: '',
      noteEnglish: '',
      noteChinese: '',
      discontinuedOn: '2026-06-30',
      replacement: 'KS-2',
      minimumOrder: '2.5',
      minimumOrderUnit: 'kg',
    })
    // A note kept from when the code was limited is not what the site shows now.
    expect(exportedAvailabilityCells(code({ availability: 'made-to-order', leadTimeWeeks: 6, availabilityNote: 'Old note' }), '舊說明')).toMatchObject({ leadTimeWeeks: '6', noteEnglish: '', noteChinese: '' })
    expect(exportedAvailabilityCells(code({ availability: 'limited', availabilityNote: 'Last 40 cones' }), '只餘 40 筒')).toMatchObject({ noteEnglish: 'Last 40 cones', noteChinese: '只餘 40 筒' })
    expect(exportedAvailabilityCells(code({}), undefined).availability).toBe('in-stock')
  })

  it('import back as they were', () => {
    const doc = code({ availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' })
    const cells = exportedAvailabilityCells(doc, null)
    const { noteEnglish, noteChinese, ...rest } = cells
    expect(check({ ...rest, noteEnglish, noteChinese }, doc)).toMatchObject({ data: { availability: 'made-to-order', leadTimeWeeks: 6, discontinuedOn: null, minimumOrder: 12, minimumOrderUnit: 'cones' }, problems: [] })
  })
})
