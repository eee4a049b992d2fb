import { describe, expect, it } from 'vitest'
import { shadeFinish } from './shade-finish'

describe('shadeFinish', () => {
  it.each([
    ['Metallic embroidery thread, M-type', '70% Polyester, 30% Metallised Polyester Film', 'metallic'],
    ['M 型金屬刺繡線', '70% 聚酯纖維、30% 金屬化聚酯薄膜', 'metallic'],
    // The Simplified site's words, converted from the Traditional ones (issue 50.4).
    ['M 型金属刺绣线', '70% 聚酯纤维、30% 金属化聚酯薄膜', 'metallic'],
    ['金线', null, 'metallic'],
    ['金葱线', null, 'metallic'],
    ['镭射线', null, 'holographic'],
    ['Flat lamé yarn, no core', null, 'metallic'],
    ['Bullion purl, smooth', 'Metallised copper wire', 'metallic'],
    ['Holographic twisted thread', '65% Polyester, 35% Holographic Film', 'holographic'],
    ['幻彩捻線', '65% 聚酯纖維、35% 幻彩薄膜', 'holographic'],
    ['Pearlescent embroidery thread', '85% Polyester, 15% Pearlescent Film', 'pearlescent'],
    ['珠光刺繡線', null, 'pearlescent'],
    ['Photoluminescent embroidery thread', '100% Polyester with luminous pigment', 'plain'],
    [null, undefined, 'plain'],
  ] as const)('%s / %s → %s', (type, composition, finish) => {
    expect(shadeFinish(type, composition)).toBe(finish)
  })
})
