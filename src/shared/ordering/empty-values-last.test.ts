import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { isFilled, optionalSortableColumns, sortWithEmptyLast, withEmptyValuesLast } from './empty-values-last'

const collection: CollectionConfig = {
  slug: 'things',
  upload: true,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'note', type: 'textarea', localized: true },
    { type: 'row', fields: [{ name: 'weight', type: 'number' }, { name: 'status', type: 'select', options: ['a'], defaultValue: 'a' }] },
    { type: 'tabs', tabs: [{ label: 'More', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }] }, { name: 'group', fields: [{ name: 'inner', type: 'text' }] }] },
    { name: 'tags', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'order', type: 'number', custom: { neverEmpty: true } },
    { name: 'published', type: 'checkbox' },
  ],
}

describe('empty values last', () => {
  it('tracks the optional sortable columns only, and the upload columns', () => {
    expect(optionalSortableColumns(collection)).toEqual([
      { name: 'note', localized: true },
      { name: 'weight', localized: false },
      { name: 'picture', localized: false },
      { name: 'filename', localized: false },
      { name: 'mimeType', localized: false },
      { name: 'filesize', localized: false },
      { name: 'width', localized: false },
      { name: 'height', localized: false },
    ])
  })

  it('counts zero and false as values, blank text as empty', () => {
    expect([0, false, 'x', ' x '].map(isFilled)).toEqual([true, true, true, true])
    expect([null, undefined, '', '  \n'].map(isFilled)).toEqual([false, false, false, false])
  })

  it('puts filled rows first in either direction for tracked columns only, by the language read', () => {
    const tracked = new Map([
      ['note', { name: 'note', localized: true }],
      ['weight', { name: 'weight', localized: false }],
    ])
    expect(sortWithEmptyLast('note', tracked, 'zh-Hant')).toEqual(['-noteFilledZhHant', 'note'])
    expect(sortWithEmptyLast('-weight,title', tracked, 'en')).toEqual(['-weightFilled', '-weight', 'title'])
    expect(sortWithEmptyLast(['title', '-createdAt'], tracked, 'en')).toEqual(['title', '-createdAt'])
  })

  it('adds one flag per tracked column on the main table, one per language for a localized column', () => {
    const fields = withEmptyValuesLast(collection, { codes: ['en', 'zh-Hant'], defaultLocale: 'en' }).fields
    const flags = fields.filter((field) => 'name' in field && field.name.includes('Filled'))
    expect(flags.map((field) => ('name' in field ? [field.name, 'localized' in field && Boolean(field.localized)] : []))).toEqual([
      ['noteFilledEn', false],
      ['noteFilledZhHant', false],
      ['weightFilled', false],
      ['pictureFilled', false],
      ['filenameFilled', false],
      ['mimeTypeFilled', false],
      ['filesizeFilled', false],
      ['widthFilled', false],
      ['heightFilled', false],
    ])
  })
})
