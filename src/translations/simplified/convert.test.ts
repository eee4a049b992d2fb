import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { simplifyFields } from './convert'

const fields = [
  { name: 'slug', type: 'text' },
  { name: 'name', type: 'text', localized: true },
  { name: 'tags', type: 'text', localized: true, hasMany: true },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'title', type: 'text', localized: true }] },
  { name: 'sections', type: 'array', flattenedFields: [{ name: 'id', type: 'text' }, { name: 'body', type: 'textarea', localized: true }] },
  { name: 'story', type: 'richText', localized: true },
  { name: 'labels', type: 'group', localized: true, flattenedFields: [{ name: 'caption', type: 'text' }] },
] as unknown as FlattenedField[]

describe('a document as the Simplified site shows it', () => {
  const doc = {
    id: 7,
    slug: '金線-gold',
    name: '御品平金線',
    tags: ['繡線', 'gold'],
    meta: { title: '金線目錄' },
    sections: [{ id: 'row-a', body: '擁有日本自設廠房' }],
    story: { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: '絨光夜光線', format: 0 }] }] } },
    labels: { caption: '顏色' },
  }

  it('converts every localized text, in groups, arrays, lists and rich text, and leaves the rest as stored', () => {
    const out = simplifyFields(fields, doc)
    expect(out.slug).toBe('金線-gold')
    expect(out.name).toBe('御品平金线')
    expect(out.tags).toEqual(['绣线', 'gold'])
    expect(out.meta).toEqual({ title: '金线目录' })
    expect(out.sections).toEqual([{ id: 'row-a', body: '拥有日本自设厂房' }])
    expect(JSON.stringify(out.story)).toContain('"text":"绒光夜光线"')
    expect(JSON.stringify(out.story)).toContain('"format":0')
    // A text inside a localized group is written per language too.
    expect(out.labels).toEqual({ caption: '颜色' })
    // The stored document is not changed.
    expect(doc.name).toBe('御品平金線')
  })

  it("puts an administrator's own wording in place by the translations manager's key", () => {
    const out = simplifyFields(fields, doc, new Map([['name', '御制平金线'], ['meta.title', '金线总目录'], ['sections.row-a.body', '日本自有工厂']]))
    expect(out.name).toBe('御制平金线')
    expect(out.meta).toEqual({ title: '金线总目录' })
    expect(out.sections).toEqual([{ id: 'row-a', body: '日本自有工厂' }])
    expect(out.tags).toEqual(['绣线', 'gold'])
  })

  it('leaves Latin text, numbers and missing fields alone', () => {
    expect(simplifyFields(fields, { id: 1, name: 'KS-M150 Gold 1.5' })).toEqual({ id: 1, name: 'KS-M150 Gold 1.5' })
    expect(simplifyFields(fields, { id: 1, name: null })).toEqual({ id: 1, name: null })
  })
})
