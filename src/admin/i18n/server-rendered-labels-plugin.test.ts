import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { label } from '../../shared/admin-label'
import { serverRenderedLabelsPlugin } from './server-rendered-labels-plugin'

describe('labels of fields Payload renders on the server', () => {
  it('become { en, zh-TW, zh } records when the field has form components of its own, and stay label functions otherwise (list cells included)', async () => {
    const fields: Field[] = [
      { name: 'plain', type: 'text', label: label('Plain', '普通') },
      { name: 'status', type: 'text', label: label('Status', '狀態'), admin: { components: { Cell: '/x#Cell', Field: '/x#Panel' } } },
      { name: 'meta', type: 'group', fields: [{ name: 'title', type: 'text', label: label('Title for search engines', '搜尋引擎標題'), admin: { components: { Field: '/x#X' } } }] },
    ]
    const config = (await serverRenderedLabelsPlugin({ collections: [{ slug: 'things', fields }] } as unknown as Config)) as Config
    const [plain, status, meta] = config.collections![0]!.fields as unknown as [{ label: unknown }, { label: unknown }, { fields: { label: unknown }[] }]
    expect(typeof plain.label).toBe('function')
    expect(typeof status.label).toBe('function')
    expect(meta.fields[0]!.label).toEqual({ en: 'Title for search engines', 'zh-TW': '搜尋引擎標題', zh: '搜索引擎标题' })
  })
})
