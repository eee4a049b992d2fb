import type { Localized, SeedAvailability, SeedCategory, SeedItemCode, SeedProduct } from '../types'

const l = (en: string, zh: string): Localized => ({ en, zh })

export const productCategories: SeedCategory[] = [
  { key: 'metallic', name: l('Metallic Embroidery Threads', '金屬刺繡線'), description: l('Smooth M-type and MS-type metallic threads for machine and hand embroidery, wound on cones for high-speed heads.', '適用於機繡及手繡的 M 型及 MS 型順滑金屬線，以線筒捲繞，適合高速機頭。') },
  { key: 'lame', name: l('Lamé & Flat Metallic Yarns', '片狀金屬線'), description: l('Flat slit-film yarns with a mirror finish, for weaving, knitting and couching.', '鏡面效果的扁平切割薄膜紗線，適用於梭織、針織及釘線繡。') },
  { key: 'holographic', name: l('Holographic & Specialty Effects', '幻彩及特殊效果線'), description: l('Rainbow, iridescent and glow effects that change with the light.', '隨光線變化的彩虹、珠光及夜光效果。') },
  { key: 'machine', name: l('Machine Embroidery Threads', '機繡線'), description: l('Threads engineered for 1,000+ stitches per minute with low breakage.', '專為每分鐘一千針以上高速刺繡而設計，斷線率低。') },
  { key: 'couture', name: l('Hand Embroidery & Couture', '手繡及高級訂製'), description: l('Twisted cords, purl and passing threads for goldwork and couture ateliers.', '供金線繡及高級訂製工作室使用的捻繩、螺旋金線及平金線。') },
]

type Spec = Omit<SeedItemCode, 'itemCode' | 'shadeHex'>
type Shade = [suffix: string, hex: string]

const common = {
  countryOfOrigin: l('Japan', '日本'),
  bleaching: l('Do not bleach', '不可漂白'),
}

/**
 * Issue 52.5: most codes in stock; some made to order at the factory in Japan in 4 to 8 weeks (the
 * champagne pearl the demo quote already says is made to order); two limited; two discontinued
 * some months ago, each pointing to the closest shade of its own product.
 */
const AVAILABILITY: Record<string, SeedAvailability> = {
  'KS-L69-C10': { availability: 'made-to-order', leadTimeWeeks: 6 },
  'KS-P04-PG': { availability: 'made-to-order', leadTimeWeeks: 6 },
  'KS-P04-CP': { availability: 'made-to-order', leadTimeWeeks: 8 },
  'KS-GL120-WH': { availability: 'made-to-order', leadTimeWeeks: 5 },
  'KS-PR100-CH': { availability: 'made-to-order', leadTimeWeeks: 4 },
  'KS-ECO150-C1': { availability: 'made-to-order', leadTimeWeeks: 7 },
  'KS-MS300-BR1': { availability: 'limited', note: l('Last 40 cones of this dye lot', '此染色批次只餘 40 筒') },
  'KS-H200-SL1': { availability: 'limited', note: l('Film in short supply: up to 60 cones an order', '薄膜供應緊張：每張訂單最多 60 筒') },
  'KS-H200-RB2': { availability: 'discontinued', monthsAgo: 4, replacement: 'KS-H200-MULTI' },
  'KS-P04-RG': { availability: 'discontinued', monthsAgo: 7, replacement: 'KS-P04-AG' },
}

function codes(prefix: string, spec: Spec, shades: Shade[]): SeedItemCode[] {
  return shades.map(([suffix, hex]) => {
    const itemCode = `${prefix}-${suffix}`
    const availability = AVAILABILITY[itemCode]
    return { itemCode, shadeHex: hex, ...spec, ...(availability ? { availability } : {}) }
  })
}

const cones = (quantity: number) => ({ minimumOrder: { quantity, unit: 'cones' as const } })

/** Chinese tables give weights in 克, as their lengths in 米: one unit style per language within a table. */
const grams = (weight: string) => weight.replace(/ g$/, ' 克')

const mType = (denier: Spec['denier'], length: string, lengthZh: string, net: string, gross: string): Spec => ({
  composition: l('70% Polyester, 30% Metallised Polyester Film', '70% 聚酯纖維、30% 金屬化聚酯薄膜'),
  threadType: l('Metallic embroidery thread, M-type', 'M 型金屬刺繡線'),
  denier,
  length: l(length, lengthZh),
  netWeight: l(net, grams(net)),
  grossWeight: l(gross, grams(gross)),
  ...common,
  otherInformation: l('10 cones per box; colour-fast to light grade 6', '每盒 10 筒；耐光色牢度 6 級'),
  ironing: l('Low heat, max. 110 °C, press from the reverse with a cloth', '低溫，最高 110°C，墊布從反面熨燙'),
  washingTemperature: l('Up to 40 °C', '最高 40°C'),
  otherTechnicalInfo: l('Needle 75/11 to 90/14; reduce upper tension by about 20%; speed up to 850 stitches per minute.', '建議使用 75/11 至 90/14 號針；上線張力調低約 20%；車速每分鐘最高 850 針。'),
})

export const products: SeedProduct[] = [
  {
    slug: 'celestial-m-type-metallic',
    name: l('Celestial M-Type Metallic', '天穹 M 型金屬線'),
    description: l('Our best-selling smooth metallic thread: bright, soft and reliable on every multi-head machine.', '我們最暢銷的順滑金屬線：光亮柔軟，在各款多頭繡花機上表現穩定。'),
    detailedDescription: l(
      'Celestial is a fine metallised polyester film slit to 1/100 inch and wrapped around a polyester core, giving a smooth surface that glides through the needle.\n\nIt is the thread we recommend to first-time metallic users: it runs at full production speed with standard settings and keeps its shine after washing.\n\nAvailable in 8 stocked shades; custom shades from 20 kg.',
      '天穹金屬線以切割至 1/100 吋的金屬化聚酯薄膜，包覆聚酯纖維芯線製成，表面順滑，穿針流暢。\n\n我們推薦初次使用金屬線的客戶選用：以標準設定即可全速生產，洗後依然光亮。\n\n常備 8 種顏色；訂製顏色 20 公斤起。',
    ),
    categoryKeys: ['metallic', 'machine'],
    palette: ['#C9A227', '#B8B8C0', '#B87333'],
    look: 'cone',
    status: 'Active',
    itemCodes: codes('KS-M150', { ...mType('150D', '5,000 m per cone', '每筒 5,000 米', '110 g', '145 g'), ...cones(10) }, [['G01', '#C9A227'], ['G02', '#D8B863'], ['S01', '#B8B8C0'], ['C01', '#B87333'], ['R01', '#E0BFB8'], ['R02', '#B22234'], ['B01', '#2B3F73'], ['E01', '#3C8C5A']]),
  },
  {
    slug: 'aurora-holographic-twist',
    name: l('Aurora Holographic Twist', '極光幻彩捻線'),
    description: l('A holographic film twisted with fine polyester that flashes rainbow colours as the light moves.', '幻彩薄膜與幼細聚酯纖維捻合，隨光線移動閃現彩虹色彩。'),
    detailedDescription: l(
      'Aurora uses a laser-embossed holographic film that splits light into the full spectrum. Twisted with a fine polyester carrier, it stays supple enough for satin stitches.\n\nUse it for stage costumes, festive décor and logos that must catch the eye from a distance.',
      '極光捻線採用激光壓紋幻彩薄膜，把光線分散成完整光譜。配以幼細聚酯纖維捻合，柔軟度足以繡製緞面針。\n\n適用於舞台服裝、節日裝飾，以及需要遠距離吸引目光的標誌。',
    ),
    categoryKeys: ['holographic'],
    palette: ['#9FB7E8', '#C6A4E0', '#B8B8C0'],
    look: 'holographic',
    status: 'Active',
    itemCodes: codes('KS-H200', { ...mType('200D', '3,000 m per cone', '每筒 3,000 米', '85 g', '115 g'), composition: l('65% Polyester, 35% Holographic Film', '65% 聚酯纖維、35% 幻彩薄膜'), threadType: l('Holographic twisted thread', '幻彩捻線'), ...cones(12) }, [['RB1', '#9FB7E8'], ['RB2', '#C6A4E0'], ['SL1', '#C9CCD6'], ['GD1', '#D9C27A'], ['MULTI', '#B9A6D8']]),
  },
  {
    slug: 'mirror-lame-flat-yarn',
    name: l('Mirror Lamé Flat Yarn', '鏡面片狀金屬紗'),
    description: l('A flat 1/69-inch lamé with a mirror finish for weaving, knitting and couching.', '1/69 吋扁平片狀金屬紗，鏡面效果，適用於梭織、針織及釘線繡。'),
    detailedDescription: l('Mirror Lamé is a single flat film with no core, so it lies perfectly flat and reflects like metal leaf.\n\nIt is supplied on parallel-wound spools for knitting and weaving, and on small spools for couching by hand.', '鏡面片狀金屬紗為無芯單層薄膜，能完全平貼布面，反光效果如金箔。\n\n供針織及梭織用的平行捲繞線軸，以及手工釘線繡用的小線軸。'),
    categoryKeys: ['lame'],
    palette: ['#E6CF7A', '#D0D3DA', '#C98B62'],
    look: 'flat-reel',
    status: 'Active',
    itemCodes: codes('KS-L69', { ...mType('100D', '10,000 m per spool', '每軸 10,000 米', '250 g', '300 g'), composition: l('100% Metallised Polyester Film', '100% 金屬化聚酯薄膜'), threadType: l('Flat lamé yarn, no core', '無芯片狀金屬紗'), minimumOrder: { quantity: 6, unit: 'spools' } }, [['G10', '#E6CF7A'], ['S10', '#D0D3DA'], ['C10', '#C98B62']]),
  },
  {
    slug: 'imperial-goldwork-passing-thread',
    name: l('Imperial Goldwork Passing Thread', '御品平金線'),
    description: l('A tightly wrapped passing thread for goldwork, couched in the traditional way.', '緊密包覆的平金線，以傳統釘金技法使用。'),
    detailedDescription: l('Imperial is wrapped around a silk-like viscose core with a gold-toned film that resists tarnish. It is the thread of Cantonese bridal kwa and temple banners.\n\nSold in 50 m skeins and 500 m reels.', '御品平金線以仿絲人造絲為芯，外包抗氧化金色薄膜，是廣東嫁囍裙褂及廟宇旗幡常用的繡線。\n\n以 50 米絞線及 500 米線卷出售。'),
    categoryKeys: ['couture'],
    palette: ['#D4AF37', '#B08D2E', '#F1E3A8'],
    look: 'couched-motif', motif: 'crane',
    status: 'Active',
    itemCodes: codes('KS-P04', { ...mType(l('No. 4', '4 號'), '500 m per reel', '每卷 500 米', '60 g', '80 g'), composition: l('60% Viscose core, 40% Metallised Film', '60% 人造絲芯、40% 金屬化薄膜'), threadType: l('Passing thread for goldwork', '金線繡用平金線'), washingTemperature: l('Dry clean only', '只可乾洗'), otherTechnicalInfo: l('Couch with a fine silk thread every 3 to 4 mm; plunge ends with a large chenille needle.', '每 3 至 4 毫米以幼絲線釘固；以大號絨線針把線頭穿到背面。'), minimumOrder: { quantity: 500, unit: 'metres' } }, [['AG', '#D4AF37'], ['RG', '#B08D2E'], ['PG', '#F1E3A8'], ['SV', '#C0C0C8'], ['CP', '#B06A3B'], ['BZ', '#8C6A2F']]),
  },
  {
    slug: 'velvet-glow-luminous',
    name: l('Velvet Glow Luminous Thread', '絨光夜光線'),
    description: l('A soft thread that charges in daylight and glows green in the dark.', '在日光下吸收能量、於黑暗中發出綠光的柔軟繡線。'),
    detailedDescription: l('Velvet Glow carries a photoluminescent pigment inside the fibre, so the glow survives washing.\n\nPopular for children’s wear, safety details and night-time stage effects.', '絨光夜光線把蓄光顏料融入纖維之內，洗後依然發光。\n\n廣泛用於童裝、安全標示及夜間舞台效果。'),
    categoryKeys: ['holographic', 'machine'],
    palette: ['#CFE8B0', '#F2F2E6', '#BFD9F2'],
    look: 'glow-skein',
    status: 'Active',
    itemCodes: codes('KS-GL120', { ...mType('120D/2', '4,000 m per cone', '每筒 4,000 米', '100 g', '130 g'), composition: l('100% Polyester with luminous pigment', '100% 含夜光顏料聚酯纖維'), threadType: l('Photoluminescent embroidery thread', '蓄光刺繡線'), ...cones(12) }, [['GR', '#CFE8B0'], ['WH', '#F2F2E6']]),
  },
  {
    slug: 'ms-supertwist-metallic',
    name: l('MS Supertwist Metallic', 'MS 強捻金屬線'),
    description: l('A stronger twisted metallic for dense fills, caps and heavy fabrics.', '更強韌的捻合金屬線，適合密集填色、帽品及厚重布料。'),
    detailedDescription: l('MS Supertwist combines two metallic plies with a polyester binder for strength. It takes higher tension and denser stitching than M-type.\n\nRecommended for caps, patches and leather.', 'MS 強捻金屬線以兩股金屬線配合聚酯黏合線捻成，強度更高，可承受比 M 型更高的張力及更密的針步。\n\n推薦用於帽品、徽章及皮革。'),
    categoryKeys: ['metallic', 'machine'],
    palette: ['#BFA24A', '#A9ABB3', '#7D5A3C'],
    look: 'spools',
    status: 'Active',
    itemCodes: codes('KS-MS300', { ...mType('300D', '2,500 m per cone', '每筒 2,500 米', '95 g', '125 g'), ...cones(10) }, [['G01', '#BFA24A'], ['S01', '#A9ABB3'], ['BR1', '#7D5A3C'], ['R01', '#8E1B2C'], ['B01', '#1F4E9C'], ['E01', '#1E6B45']]),
  },
  {
    slug: 'pearl-iridescent-silk-touch',
    name: l('Pearl Iridescent Silk-Touch', '珍珠珠光絲感線'),
    description: l('A soft pearlescent thread with a silk hand, for bridal and lingerie.', '柔和珠光、手感如絲的繡線，適用於婚紗及內衣。'),
    detailedDescription: l('Pearl gives a quiet shimmer rather than a mirror shine. Its soft hand makes it comfortable against the skin.\n\nA favourite for bridal veils, lingerie lace and baby clothes.', '珍珠繡線呈現含蓄的光澤，而非鏡面亮光；柔軟手感貼身舒適。\n\n深受婚紗頭紗、內衣蕾絲及嬰兒服裝製作者喜愛。'),
    categoryKeys: ['couture', 'holographic'],
    palette: ['#F3E9E2', '#E8D7E6', '#DCE6EE'],
    look: 'skein',
    status: 'Active',
    itemCodes: codes('KS-PR100', { ...mType('100D', '5,000 m per cone', '每筒 5,000 米', '80 g', '110 g'), composition: l('85% Polyester, 15% Pearlescent Film', '85% 聚酯纖維、15% 珠光薄膜'), threadType: l('Pearlescent embroidery thread', '珠光刺繡線'), ...cones(10) }, [['IV', '#F3E9E2'], ['LV', '#E8D7E6'], ['SK', '#DCE6EE'], ['CH', '#EADBC8']]),
  },
  {
    slug: 'eco-recycled-metallic',
    name: l('Eco Recycled Metallic', '環保再生金屬線'),
    description: l('Metallic thread with a core spun from recycled PET bottles.', '芯線以回收 PET 膠樽紡製的金屬線。'),
    detailedDescription: l('Eco Recycled replaces the virgin polyester core with GRS-certified recycled polyester. Shine and runnability match our M-type.\n\nEach cone saves the equivalent of four 500 ml bottles.', '環保再生金屬線以 GRS 認證的再生聚酯纖維取代原生芯線，光澤及運行表現與 M 型相同。\n\n每筒約相等於回收四個 500 毫升膠樽。'),
    categoryKeys: ['metallic'],
    palette: ['#C2A35A', '#9FA8A3', '#A0704A'],
    look: 'cone',
    status: 'Active',
    itemCodes: codes('KS-ECO150', { ...mType('150D', '5,000 m per cone', '每筒 5,000 米', '110 g', '145 g'), composition: l('70% Recycled Polyester, 30% Metallised Film', '70% 再生聚酯纖維、30% 金屬化薄膜'), ...cones(12) }, [['G1', '#C2A35A'], ['S1', '#9FA8A3'], ['C1', '#A0704A']]),
  },
  {
    slug: 'royal-bullion-purl',
    name: l('Royal Bullion Purl', '皇家螺旋金線'),
    description: l('Coiled purl for raised goldwork, insignia and crests.', '用於立體金線繡、徽章及紋章的螺旋金線。'),
    detailedDescription: l('Royal Bullion is a fine coil cut into lengths and threaded like beads, building raised, textured surfaces.\n\nAvailable as smooth, rough and check purl.', '皇家螺旋金線為幼細線圈，剪段後如串珠般穿繡，構成立體而富紋理的效果。\n\n備有光面、粗面及格紋三款。'),
    categoryKeys: ['couture'],
    palette: ['#D9B44A', '#C7C9CF', '#B87A4B'],
    look: 'bullion-coils',
    status: 'Active',
    itemCodes: codes('KS-BP', { ...mType(l('1 mm coil', '1 毫米螺旋'), '5 g per pack', '每包 5 克', '5 g', '8 g'), composition: l('Metallised copper wire', '金屬化銅線'), threadType: l('Bullion purl, smooth', '光面螺旋金線'), washingTemperature: l('Dry clean only', '只可乾洗'), ironing: l('Do not iron the embroidery', '刺繡部分不可熨燙') }, [['G-SM', '#D9B44A'], ['S-SM', '#C7C9CF']]),
  },
  {
    slug: 'neon-flash-metallic',
    name: l('Neon Flash Metallic', '霓虹閃光金屬線'),
    description: l('Fluorescent colours with a metallic flash for sportswear.', '螢光色配金屬閃光，適用於運動服。'),
    detailedDescription: l('Neon Flash pairs fluorescent dyes with a metallic film. It is being reformulated and is not offered this season.', '霓虹閃光金屬線結合螢光染料與金屬薄膜。本產品正在改良配方，本季暫停供應。'),
    categoryKeys: ['metallic'],
    palette: ['#D7FF3A', '#FF5FA2'],
    look: 'spools',
    status: 'Inactive',
    itemCodes: codes('KS-NF150', { ...mType('150D', '5,000 m per cone', '每筒 5,000 米', '110 g', '145 g'), ...cones(12) }, [['YL', '#D7FF3A'], ['PK', '#FF5FA2']]),
  },
]
