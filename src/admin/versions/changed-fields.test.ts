import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { label } from '../../shared/admin-label'
import { changedFieldLabels } from './changed-fields'

// The few properties the comparison reads; a sanitized config's fields carry many more.
const field = (name: string, type: string, extra: object = {}) => ({ name, type, ...extra }) as unknown as FlattenedField
const fields = [
  field('name', 'text', { label: label('Name', '名稱'), localized: true }),
  field('description', 'textarea', { label: label('Short description', '簡介'), localized: true }),
  field('categories', 'relationship', { label: label('Categories', '類別') }),
  field('history', 'group', { label: label('History', '歷史') }),
  field('searchText', 'text', { admin: { hidden: true } }),
  field('itemCodes', 'join', { label: label('Item codes', '貨品編號') }),
  field('updatedBy', 'relationship', { label: label('Last changed by', '最後修改者') }),
  field('slug', 'text'),
]
const i18n = (language: 'en' | 'zh-TW') => ({ language, fallbackLanguage: 'en' as const, t: (key: string) => key })

describe('what a save changed', () => {
  const older = { name: { en: 'Gold', 'zh-Hant': '金線' }, description: { en: 'Bright.' }, categories: [1, 2], history: { heading: 'Since 1985' }, searchText: 'gold', updatedBy: 1, slug: 'gold' }

  it("names the fields whose values differ, in the administrator's language, a Chinese text alone included", () => {
    const newer = { ...older, name: { en: 'Gold', 'zh-Hant': '金色線' }, categories: [2, 1], history: { heading: 'Since 1986' }, searchText: 'gold 2', updatedBy: 2, itemCodes: { docs: [5] } }
    expect(changedFieldLabels(fields, newer, older, i18n('en'))).toEqual(['Name', 'Categories', 'History'])
    expect(changedFieldLabels(fields, newer, older, i18n('zh-TW'))).toEqual(['名稱', '類別', '歷史'])
  })

  it('names a field without a label by its name, and nothing for a save that changed nothing an editor sees', () => {
    expect(changedFieldLabels(fields, { ...older, slug: 'gold-2' }, older, i18n('en'))).toEqual(['slug'])
    expect(changedFieldLabels(fields, { ...older, searchText: 'x', updatedBy: 3 }, older, i18n('en'))).toEqual([])
    // A value cleared counts, whether it is left out or null.
    expect(changedFieldLabels(fields, { ...older, description: null }, older, i18n('en'))).toEqual(['Short description'])
    expect(changedFieldLabels(fields, { ...older, categories: undefined }, { ...older, categories: null }, i18n('en'))).toEqual([])
    // The Chinese keys a record created in English gets as null at its next save, and keys in another order.
    const stored = { ...older, description: { en: 'Bright.', 'zh-Hant': null }, history: { heading: 'Since 1985', body: '' }, name: { 'zh-Hant': '金線', en: 'Gold' } }
    expect(changedFieldLabels(fields, stored, older, i18n('en'))).toEqual([])
  })
})
