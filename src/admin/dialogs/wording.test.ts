import { describe, expect, it } from 'vitest'
import { consequenceText, dialogWording } from './wording'

describe('consequence sentences', () => {
  const products = dialogWording.products!.consequence!
  const categories = dialogWording.categories!.consequence!

  it('say one and many in English', () => {
    expect(consequenceText(products.single, 'en', 1)).toBe('Its 1 item code will be deleted too.')
    expect(consequenceText(products.single, 'en', 2)).toBe('Its 2 item codes will be deleted too.')
    expect(consequenceText(categories.single, 'en', 1)).toMatch(/^1 product is assigned to this category\./)
    expect(consequenceText(categories.many, 'en', 3)).toMatch(/^3 products are assigned to these categories\./)
  })

  it('leave Chinese as it is written', () => {
    expect(consequenceText(products.single, 'zh-TW', 1)).toBe('其 1 個貨品編號亦會一併刪除。')
  })

  it('convert the Chinese for the Simplified interface', () => {
    expect(consequenceText(products.single, 'zh', 3)).toBe('其 3 个货品编号亦会一并删除。')
  })
})
