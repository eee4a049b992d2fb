import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { chineseUpdate, entryLabel, textEntries, untranslated } from './texts'

// The shapes Payload's sanitized config gives these fields (only what texts.ts reads).
const text = (name: string, extra: object = {}) => ({ name, type: 'text', localized: true, label: { en: name, 'zh-TW': `${name}（中）` }, ...extra })
const fields = [
  text('heading'),
  { name: 'body', type: 'textarea', localized: true, label: 'Body' },
  { name: 'slug', type: 'text', label: 'Slug' },
  { name: 'meta', type: 'group', label: 'SEO', flattenedFields: [text('title'), { name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'sections', type: 'array', label: 'Sections', flattenedFields: [text('title'), { name: 'image', type: 'upload', relationTo: 'media' }] },
] as unknown as FlattenedField[]

const english = { heading: 'Since 1985', body: 'Line one\nLine two', slug: 'about', meta: { title: 'About us', image: 4 }, sections: [{ id: 'r1', title: 'Factory', image: 7 }, { id: 'r2', title: 'Showroom', image: 8 }] }
const chinese = { heading: '始於 1985 年', body: null, slug: 'about', meta: { title: null, image: 4 }, sections: [{ id: 'r1', title: '廠房', image: 7 }, { id: 'r2', title: null, image: 8 }] }

describe('the texts of a record', () => {
  it('finds localized texts at the top, in groups and in array rows, and nothing else', () => {
    const entries = textEntries(fields, english, chinese)
    expect(entries.map((entry) => [entry.key, entry.english, entry.chinese])).toEqual([
      ['heading', 'Since 1985', '始於 1985 年'],
      ['body', 'Line one\nLine two', ''],
      ['meta.title', 'About us', ''],
      ['sections.r1.title', 'Factory', '廠房'],
      ['sections.r2.title', 'Showroom', ''],
    ])
    expect(untranslated(entries).map((entry) => entry.key)).toEqual(['body', 'meta.title', 'sections.r2.title'])
    expect(entryLabel(entries[4]!, 'zh-TW')).toBe('Sections 2 › title（中）')
  })

  it('builds one Chinese update that changes only the given texts, keeping groups and rows whole', () => {
    const data = chineseUpdate(fields, chinese, { body: '第一行\n第二行', 'meta.title': '關於我們', 'sections.r2.title': '陳列室' })
    expect(data).toEqual({
      body: '第一行\n第二行',
      meta: { title: '關於我們', image: 4 },
      sections: [{ id: 'r1', title: '廠房', image: 7 }, { id: 'r2', title: '陳列室', image: 8 }],
    })
    expect(chinese.sections[1]!.title).toBeNull()
  })
})
