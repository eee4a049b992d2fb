import { describe, expect, it } from 'vitest'
import { toSimplified } from './to-simplified'

describe('toSimplified', () => {
  // Issue 50.10: OpenCC changes the characters; the mainland words come from mainland-terms.json.
  it.each([
    ['螢幕顯示的顏色', '屏幕显示的颜色'],
    ['輸入十六進位色值', '输入十六进制色值'],
    ['例如範例', '例如示例'],
    ['私隱政策', '隐私政策'],
    ['聯絡我們', '联系我们'],
    // Issue 50.15: the admin's words as mainland readers say them.
    ['程式碼', '程序代码'],
    ['尚未送達的聯絡訊息', '尚未送达的联系消息'],
    ['電郵訂閱者', '电子邮件订阅者'],
    ['員工帳戶', '员工账户'],
    ['此列表為唯讀', '此列表为只读'],
  ])('says %s the mainland way', (traditional, simplified) => {
    expect(toSimplified(traditional)).toBe(simplified)
  })
})
