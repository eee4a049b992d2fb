/**
 * Where a line may break in a short Chinese text. The site sets Chinese
 * headings and short texts with `word-break: keep-all`, so a line breaks only
 * at spaces and punctuation and a word such as 展覽 is never split. A run with
 * no punctuation longer than the line then breaks wherever the edge falls
 * (…幻彩顏 / 色。). Splitting the text into words (ICU's dictionary, through
 * Intl.Segmenter, on the server) gives the browser a break opportunity between
 * every two words instead, and a number stays with the unit after it
 * (1985 年, 5 日, 24 種), which a plain space would let go to the next line;
 * a number before other words (an id, 第) keeps its plain space.
 *
 * BudouX was tried first: its Traditional Chinese model cuts numbers apart
 * ("198" / "5 年") and the package pulls in 65 others.
 */
const HAN = /\p{Script=Han}/u
/** Chinese units and measure words that belong to the number before them (年, 日, 米, 克, 種, 位 …). */
const UNITS = '年月日號号時时分秒個个種种位件項项次米克吋度倍層层色款筒軸轴盒頁页篇則则點点元天週周歲岁'
const DIGIT_SPACE_UNIT = new RegExp(`(\\d)[ \\t]+(?=[${UNITS}])`, 'gu')
const NO_BREAK_SPACE = '\u00a0'

const isSingleHan = (segment: string) => segment.length === 1 && HAN.test(segment)

/**
 * Words of the trade that ICU's dictionary does not know and cuts in the wrong place
 * (夜|光線, 平|金線, 設廠|房, 工作|天內): never broken inside. The site's own names (products,
 * categories, the company) are added by the caller (`keepWhole`).
 */
export const TRADE_TERMS: readonly string[] = [
  '金屬線', '金屬紗', '金線', '銀線', '金蔥線', '刺繡線', '繡線', '夜光線', '蓄光線', '平金線', '金線繡', '螺旋金線', '幻彩線', '珠光線', '捻線',
  '廠房', '自設', '工作天', '貨品編號', '色卡', '色板', '樣本', '丹尼',
]

/** The positions inside a kept word (between two of its characters), where no line may break. */
function insideWords(text: string, words: readonly string[]): Set<number> {
  const inside = new Set<number>()
  for (const word of words) {
    if (word.length < 2 || !HAN.test(word)) continue
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      for (let position = at + 1; position < at + word.length; position += 1) inside.add(position)
    }
  }
  return inside
}

/**
 * The same words as the Simplified Chinese site writes them, written out rather than converted here:
 * this module reaches the browser (the news list's loading view), the conversion tables must not
 * (phrases.test.ts checks they are TRADE_TERMS converted).
 */
export const SIMPLIFIED_TRADE_TERMS: readonly string[] = [
  '金属线', '金属纱', '金线', '银线', '金葱线', '刺绣线', '绣线', '夜光线', '蓄光线', '平金线', '金线绣', '螺旋金线', '幻彩线', '珠光线', '捻线',
  '厂房', '自设', '工作日', '货品编号', '色卡', '色板', '样本', '丹尼',
]

const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' })

/**
 * The text as runs between which a line may break; joined they give the text
 * back, with a no-break space between a number and the Chinese unit after it.
 * A text without Chinese characters comes back whole; the trade's words and
 * `keepWhole` (the site's own names) are never broken inside.
 */
export function chinesePhrases(text: string, keepWhole: readonly string[] = []): string[] {
  if (!HAN.test(text)) return [text]
  const bound = text.replace(DIGIT_SPACE_UNIT, `$1${NO_BREAK_SPACE}`)
  const unbreakable = insideWords(bound, [...TRADE_TERMS, ...SIMPLIFIED_TRADE_TERMS, ...keepWhole])
  const runs: string[] = []
  let current = ''
  let previous = ''
  for (const { segment, index } of segmenter.segment(bound)) {
    // Break only between two words of Chinese: punctuation keeps its own rules (never at a line's start)
    // and a number with its unit was joined by the no-break space above. The dictionary splits a word
    // it does not know into single characters (幻|彩, 新|色), so single characters in a row stay together.
    const betweenWords = HAN.test(previous.at(-1) ?? '') && HAN.test(segment[0] ?? '')
    if (current && betweenWords && !(isSingleHan(previous) && isSingleHan(segment)) && !unbreakable.has(index)) {
      runs.push(current)
      current = ''
    }
    current += segment
    previous = segment
  }
  if (current) runs.push(current)
  return runs
}
