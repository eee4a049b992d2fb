import { describe, expect, it } from 'vitest'
import { EXPORT_HEADER, headerCell } from './item-code-columns'

describe('item-code CSV columns', () => {
  it('has a Chinese column for each localized field, after the English ones', () => {
    expect(EXPORT_HEADER.slice(0, 4)).toEqual(['product_slug', 'item_code', 'shade_hex', 'composition'])
    expect(EXPORT_HEADER).toContain('composition_zh')
    expect(EXPORT_HEADER).not.toContain('item_code_zh')
    expect(headerCell('type_zh')).toEqual({ field: 'threadType', locale: 'zh-Hant' })
    expect(headerCell('type')).toEqual({ field: 'threadType', locale: 'en' })
    expect(headerCell('shade_hex')).toEqual({ field: 'shadeHex', locale: null })
    expect(headerCell('shade_hex_zh')).toBeUndefined()
  })

  it('has the availability columns after the English texts, the note with its Chinese column (issue 52.1)', () => {
    const english = EXPORT_HEADER.slice(EXPORT_HEADER.indexOf('other_technical_info') + 1, EXPORT_HEADER.indexOf('composition_zh'))
    expect(english).toEqual(['availability', 'lead_time_weeks', 'availability_note', 'discontinued_on', 'replacement', 'minimum_order', 'minimum_order_unit'])
    expect(EXPORT_HEADER.at(-1)).toBe('availability_note_zh')
    expect(headerCell('availability_note_zh')).toEqual({ field: 'availabilityNote', locale: 'zh-Hant' })
    expect(headerCell('lead_time_weeks_zh')).toBeUndefined()
  })
})
