import { describe, expect, it } from 'vitest'
import { chinesePhrases, SIMPLIFIED_TRADE_TERMS, TRADE_TERMS } from './chinese-phrases'
import { toSimplified } from './to-simplified'

describe('chinesePhrases', () => {
  it('leaves text without Chinese characters whole', () => {
    expect(chinesePhrases('Since 1985, from Hong Kong.')).toEqual(['Since 1985, from Hong Kong.'])
  })

  it('splits Chinese between words, never inside one', () => {
    const runs = chinesePhrases('來自香港辦公室及日本廠房的展覽、新色及公告。')
    expect(runs.join('')).toBe('來自香港辦公室及日本廠房的展覽、新色及公告。')
    expect(runs).toContain('香港')
    expect(runs).toContain('辦公室')
    expect(runs.some((run) => run.startsWith('展覽'))).toBe(true)
    expect(runs.some((run) => run.endsWith('展'))).toBe(false)
  })

  it('keeps together the single characters the dictionary splits a word it does not know into', () => {
    const runs = chinesePhrases('十二種閃現彩虹色彩的幻彩顏色及新色。')
    expect(runs.some((run) => run.includes('幻彩'))).toBe(true)
    expect(runs.some((run) => run.includes('新色'))).toBe(true)
    expect(runs.length).toBeGreaterThan(3)
  })

  it('keeps punctuation with the word before it', () => {
    const runs = chinesePhrases('新增十二種閃爍顏色。歡迎查詢。')
    expect(runs.every((run) => !/^[。、，]/u.test(run))).toBe(true)
    expect(runs.at(-1)).toBe('查詢。')
  })

  it('keeps a number with the Chinese unit after it', () => {
    const runs = chinesePhrases('自 1985 年起獲信賴，2027 年 2 月 5 日休息')
    expect(runs.join('')).toBe('自 1985\u00a0年起獲信賴，2027\u00a0年 2\u00a0月 5\u00a0日休息')
    expect(runs.some((run) => run.includes('1985\u00a0年'))).toBe(true)
    expect(runs.some((run) => /\d$/u.test(run))).toBe(false)
  })

  it('leaves the space after a number alone when no unit follows', () => {
    expect(chinesePhrases('工坊 abc1 第5號').join('')).toBe('工坊 abc1 第5號')
  })

  it('never breaks inside a word of the trade the dictionary cuts wrongly (issue 28.18)', () => {
    const breaks = (text: string, keepWhole: string[] = []) => chinesePhrases(text, keepWhole).join('|')
    expect(breaks('我們擁有日本自設廠房的經驗')).not.toMatch(/自\||設廠\||\|房/u)
    expect(breaks('絨光夜光線')).not.toContain('夜|光線')
    expect(breaks('御品平金線')).not.toContain('平|金線')
    expect(breaks('金線繡繡線目錄')).not.toMatch(/金線\|繡|繡繡\|線/u)
    expect(breaks('於三個工作天內回覆')).not.toContain('工作|天')
    expect(breaks('於三個工作天內回覆').split('|').length).toBeGreaterThan(2)
  })

  it('keeps the names it is given whole', () => {
    expect(chinesePhrases('推出極光金線系列')).toContain('極光|金線系列'.split('|')[0])
    expect(chinesePhrases('推出極光金線系列', ['極光金線']).some((run) => run.includes('極光金線'))).toBe(true)
  })

  it("keeps the trade's words whole in Simplified script too, the list being the Traditional one converted", () => {
    expect(SIMPLIFIED_TRADE_TERMS).toEqual(TRADE_TERMS.map(toSimplified))
    expect(chinesePhrases('御品平金线').join('|')).toContain('平金线')
    expect(chinesePhrases('绒光夜光线').join('|')).toContain('夜光线')
  })
})
