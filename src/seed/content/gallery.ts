import type { Localized, SeedGalleryCategory, SeedGalleryItem } from '../types'

const l = (en: string, zh: string): Localized => ({ en, zh })

export const galleryCategories: SeedGalleryCategory[] = [
  { key: 'colour-books', name: l('Colour Books', '色卡') },
  { key: 'fashion', name: l('Fashion & Couture', '時裝及高級訂製') },
  { key: 'bridal', name: l('Bridal & Ceremonial', '婚嫁及禮儀') },
  { key: 'interiors', name: l('Home & Interiors', '家居及室內') },
  { key: 'insignia', name: l('Uniforms & Insignia', '制服及徽章') },
]

const shades = (prefix: string, entries: [string, string][]) => entries.map(([name, hex], index) => ({ code: `${prefix}-${String(index + 1).padStart(2, '0')}`, hex, name }))

export const galleryItems: SeedGalleryItem[] = [
  {
    kind: 'pdf', slug: 'metallic-classics-colour-book', status: 'Active', motif: 'lattice', palette: ['#C9A227', '#B8B8C0', '#B87333'],
    name: l('Metallic Classics Colour Book', '經典金屬線色卡'),
    description: l('All 8 stocked shades of Celestial M-type, from gold to emerald.', '天穹 M 型全部 8 種常備顏色，由金色至翠綠。'),
    categoryKeys: ['colour-books'],
    shades: shades('KS-M150', [['Antique Gold', '#C9A227'], ['Pale Gold', '#D8B863'], ['Champagne', '#E3CF9A'], ['Rich Gold', '#B8902A'], ['Platinum', '#B8B8C0'], ['Gunmetal', '#6E7077'], ['Copper', '#B87333'], ['Rose Gold', '#E0BFB8'], ['Bronze', '#8C6A2F'], ['Ruby', '#9B1B30'], ['Emerald', '#1F7A4D'], ['Sapphire', '#2F4F9B'], ['Amethyst', '#6B3F8F'], ['Jet', '#2A2A2E'], ['Pearl White', '#EDE8DF'], ['Aqua', '#4FA3A5']]),
  },
  {
    kind: 'pdf', slug: 'holographic-effects-shade-card', status: 'Active', motif: 'wave', palette: ['#9FB7E8', '#C6A4E0', '#D9C27A'],
    name: l('Holographic Effects Shade Card', '幻彩效果色卡'),
    description: l('Aurora, Pearl and Velvet Glow on one card, with lighting notes.', '極光、珍珠及絨光系列色卡，附燈光效果說明。'),
    categoryKeys: ['colour-books'],
    shades: shades('KS-H200', [['Rainbow Silver', '#C9CCD6'], ['Rainbow Blue', '#9FB7E8'], ['Rainbow Violet', '#C6A4E0'], ['Rainbow Gold', '#D9C27A'], ['Pearl Ivory', '#F3E9E2'], ['Pearl Lavender', '#E8D7E6'], ['Pearl Sky', '#DCE6EE'], ['Glow Green', '#CFE8B0'], ['Glow White', '#F2F2E6'], ['Glow Blue', '#BFD9F2'], ['Opal', '#E5E0F0'], ['Moonstone', '#D6DCE4']]),
  },
  {
    kind: 'pdf', slug: 'goldwork-threads-catalogue', status: 'Active', motif: 'paisley', palette: ['#D4AF37', '#B08D2E', '#C0C0C8'],
    name: l('Goldwork Threads Catalogue', '金線繡繡線目錄'),
    description: l('Passing thread, purl and twisted cords for couture and restoration.', '供高級訂製及文物修復使用的平金線、螺旋金線及捻繩。'),
    categoryKeys: ['colour-books', 'bridal'],
    shades: shades('KS-P04', [['Antique Gold', '#D4AF37'], ['Red Gold', '#B08D2E'], ['Pale Gold', '#F1E3A8'], ['Silver', '#C0C0C8'], ['Copper', '#B06A3B'], ['Bronze', '#8C6A2F'], ['Old Gold', '#A88A3A'], ['White Gold', '#E8E2C8'], ['Black Gold', '#4A4030'], ['Green Gold', '#A3A04A'], ['Rose', '#C9907F'], ['Steel', '#8A8D94']]),
  },
  {
    kind: 'pdf', slug: 'eco-recycled-range-2026', status: 'Active', motif: 'geometric', palette: ['#C2A35A', '#9FA8A3', '#A0704A'],
    name: l('Eco Recycled Range 2026', '2026 環保再生系列'),
    description: l('The GRS-certified recycled range with its certificates and shades.', 'GRS 認證再生系列的顏色及認證資料。'),
    categoryKeys: ['colour-books'],
    shades: shades('KS-ECO150', [['Recycled Gold', '#C2A35A'], ['Recycled Silver', '#9FA8A3'], ['Recycled Copper', '#A0704A'], ['Recycled Bronze', '#7F6A45'], ['Recycled Pewter', '#7E8287'], ['Recycled Rose', '#C8A196'], ['Recycled Olive', '#8A8A4A'], ['Recycled Navy', '#2E3A5C'], ['Recycled Black', '#26262A'], ['Recycled White', '#E7E3DA'], ['Recycled Teal', '#3F7C7A'], ['Recycled Wine', '#6B2436']]),
  },
  {
    kind: 'project', slug: 'dragon-phoenix-wedding-kwa', status: 'Active', motif: 'crane', palette: ['#D4AF37', '#F1E3A8', '#B08D2E'],
    name: l('Dragon and Phoenix Wedding Kwa', '龍鳳嫁囍裙褂'),
    description: l('A Cantonese bridal kwa with over 80% of its surface in gold couching.', '超過八成面積以金線釘繡的廣東嫁囍裙褂。'),
    categoryKeys: ['bridal'],
    detailedDescription: l('A Hong Kong kwa workshop asked for a passing thread that would hold its colour through generations of wear. We matched their archive samples from the 1960s and supplied Imperial Goldwork in two golds.\n\nThe dragon scales were couched in Red Gold and the phoenix feathers in Pale Gold, so the two figures read apart even in photographs.', '一間香港裙褂工場需要能代代相傳而不褪色的平金線。我們按其 1960 年代的存檔樣本配色，供應兩種金色的御品平金線。\n\n龍鱗以紅金釘繡，鳳羽以淺金釘繡，即使在照片中兩者亦層次分明。'),
    projectDetails: l('Client: Hong Kong kwa workshop\nYear: 2024\nThreads: Imperial Goldwork KS-P04-AG, KS-P04-RG\nTechnique: hand couching\nWorking time: 1,200 hours', '客戶：香港裙褂工場\n年份：2024\n繡線：御品平金線 KS-P04-AG、KS-P04-RG\n技法：手工釘金\n工時：1,200 小時'),
    relatedProductSlugs: ['imperial-goldwork-passing-thread', 'royal-bullion-purl'], extraImages: 3, withVideo: true,
  },
  {
    kind: 'project', slug: 'paris-evening-gown-embroidery', status: 'Active', motif: 'floral', palette: ['#E0BFB8', '#F3E9E2', '#C9A227'],
    name: l('Paris Evening Gown', '巴黎晚禮服刺繡'),
    description: l('Rose-gold florals on silk tulle for a Paris couture house.', '為巴黎高級訂製時裝屋於絲質薄紗上繡製玫瑰金花卉。'),
    categoryKeys: ['fashion'],
    detailedDescription: l('The atelier needed a metallic that would not weigh down silk tulle. Pearl Iridescent and Celestial Rose Gold were combined in a single needle for a soft glow.\n\nEach flower was stitched on a Tajima single-head at reduced speed and finished by hand.', '工作室需要不會令絲質薄紗下墜的金屬線。我們把珍珠珠光線與天穹玫瑰金合併穿於同一針，呈現柔和光澤。\n\n每朵花以 Tajima 單頭機減速繡製，再以手工收尾。'),
    projectDetails: l('Client: Paris couture atelier\nYear: 2025\nThreads: KS-PR100-IV, KS-M150-R01\nTechnique: machine satin stitch with hand finishing\nStitch count: 410,000', '客戶：巴黎高級訂製工作室\n年份：2025\n繡線：KS-PR100-IV、KS-M150-R01\n技法：機繡緞面針配手工收尾\n針數：410,000'),
    relatedProductSlugs: ['pearl-iridescent-silk-touch', 'celestial-m-type-metallic'], extraImages: 2, withVideo: true,
  },
  {
    kind: 'project', slug: 'hotel-lobby-tapestry', status: 'Active', motif: 'wave', palette: ['#C9A227', '#B87333', '#B8B8C0'],
    name: l('Harbour Hotel Lobby Tapestry', '海港酒店大堂掛氈'),
    description: l('A six-metre tapestry of Victoria Harbour waves in three metals.', '以三種金屬色繡出維多利亞港海浪的六米掛氈。'),
    categoryKeys: ['interiors'],
    detailedDescription: l('Designed for a hotel lobby in Tsim Sha Tsui, the tapestry shows the harbour at dusk. Copper, gold and silver threads were blended to follow the light across the day.\n\nThe panels were embroidered on a 20-head machine and joined on site.', '這幅為尖沙咀酒店大堂設計的掛氈描繪黃昏時的海港。銅色、金色及銀色繡線交織，隨日光變化而閃爍。\n\n各部分以 20 頭繡花機繡製，再於現場拼合。'),
    projectDetails: l('Client: Tsim Sha Tsui hotel\nYear: 2023\nThreads: KS-M150-G01, KS-M150-C01, KS-M150-S01\nSize: 6 m × 2.4 m\nStitch count: 3.8 million', '客戶：尖沙咀酒店\n年份：2023\n繡線：KS-M150-G01、KS-M150-C01、KS-M150-S01\n尺寸：6 米 × 2.4 米\n針數：380 萬'),
    relatedProductSlugs: ['celestial-m-type-metallic', 'ms-supertwist-metallic'], extraImages: 2, withVideo: true,
  },
  {
    kind: 'project', slug: 'police-band-insignia', status: 'Active', motif: 'geometric', palette: ['#D9B44A', '#C7C9CF'],
    name: l('Ceremonial Band Insignia', '儀仗樂隊徽章'),
    description: l('Raised bullion crests for a ceremonial band’s new uniforms.', '為儀仗樂隊新制服繡製的立體金線徽章。'),
    categoryKeys: ['insignia'],
    detailedDescription: l('Three hundred crests were worked in Royal Bullion over felt padding, with details in MS Supertwist that resists abrasion from instruments.\n\nEvery crest was inspected against a master sample before delivery.', '三百個徽章以皇家螺旋金線於毛氈墊上繡製，細節部分採用耐磨的 MS 強捻金屬線，以抵受樂器摩擦。\n\n每個徽章出貨前均與標準樣板逐一對照。'),
    projectDetails: l('Client: ceremonial band\nYear: 2025\nQuantity: 300 crests\nThreads: KS-BP-G-SM, KS-MS300-G01\nTechnique: raised bullion over padding', '客戶：儀仗樂隊\n年份：2025\n數量：300 個徽章\n繡線：KS-BP-G-SM、KS-MS300-G01\n技法：墊底立體螺旋金線繡'),
    relatedProductSlugs: ['royal-bullion-purl', 'ms-supertwist-metallic'], extraImages: 2, withVideo: false,
  },
  {
    kind: 'project', slug: 'cantonese-opera-costume', status: 'Active', motif: 'paisley', palette: ['#D4AF37', '#9B1B30', '#C6A4E0'],
    name: l('Cantonese Opera Costume', '粵劇戲服'),
    description: l('A general’s armour costume restored with holographic highlights.', '以幻彩線點綴修復的粵劇大靠戲服。'),
    categoryKeys: ['fashion', 'bridal'],
    detailedDescription: l('A Cantonese opera troupe restored a 1970s armour costume for a new production. Goldwork was matched to the original and Aurora highlights were added so the costume sparkles under modern LED stage lights.\n\nThe restoration took four months.', '一個粵劇團為新劇目修復一套 1970 年代的大靠。金線繡按原件配色，並加入極光幻彩線點綴，令戲服在現代 LED 舞台燈下閃爍生輝。\n\n修復工程歷時四個月。'),
    projectDetails: l('Client: Cantonese opera troupe\nYear: 2024\nThreads: KS-P04-AG, KS-H200-RB1\nTechnique: restoration couching\nDuration: 4 months', '客戶：粵劇團\n年份：2024\n繡線：KS-P04-AG、KS-H200-RB1\n技法：修復釘金\n工期：四個月'),
    relatedProductSlugs: ['imperial-goldwork-passing-thread', 'aurora-holographic-twist'], extraImages: 3, withVideo: true,
  },
  {
    kind: 'project', slug: 'luxury-logo-patch-run', status: 'Active', motif: 'lattice', palette: ['#C2A35A', '#26262A'],
    name: l('Luxury Logo Patch Run', '名牌標誌布章'),
    description: l('Forty thousand recycled-metallic logo patches for a leather goods brand.', '為皮具品牌生產四萬個再生金屬線標誌布章。'),
    categoryKeys: ['fashion', 'insignia'],
    detailedDescription: l('The brand wanted its patches to meet its sustainability targets without losing shine. Eco Recycled Metallic ran at full speed across 60 heads with a breakage rate below one per 100,000 stitches.', '品牌希望布章符合其可持續發展目標，同時保持光澤。環保再生金屬線在 60 個機頭上全速運行，斷線率低於每十萬針一次。'),
    projectDetails: l('Client: leather goods brand\nYear: 2026\nQuantity: 40,000 patches\nThread: KS-ECO150-G1\nMachines: 60 heads', '客戶：皮具品牌\n年份：2026\n數量：40,000 個布章\n繡線：KS-ECO150-G1\n機器：60 個機頭'),
    relatedProductSlugs: ['eco-recycled-metallic'], extraImages: 2, withVideo: true,
  },
  {
    kind: 'project', slug: 'lantern-festival-exhibition', status: 'Active', motif: 'floral', palette: ['#CFE8B0', '#D9C27A', '#9FB7E8'],
    name: l('Mid-Autumn Lantern Exhibition', '中秋花燈展'),
    description: l('Embroidered lantern panels that glow after dark.', '入夜後會發光的刺繡花燈面板。'),
    categoryKeys: ['interiors'],
    detailedDescription: l('For a Mid-Autumn exhibition, lantern panels were embroidered with Velvet Glow outlines and Aurora fills, so they shimmer by day and glow at night.', '為中秋展覽製作的花燈面板以絨光夜光線勾邊、極光幻彩線填色，日間閃爍，夜間發光。'),
    projectDetails: l('Client: cultural festival organiser\nYear: 2025\nThreads: KS-GL120-GR, KS-H200-GD1\nPanels: 48', '客戶：文化節主辦機構\n年份：2025\n繡線：KS-GL120-GR、KS-H200-GD1\n面板：48 幅'),
    relatedProductSlugs: ['velvet-glow-luminous', 'aurora-holographic-twist'], extraImages: 2, withVideo: false,
  },
  {
    kind: 'project', slug: 'temple-banner-restoration', status: 'Inactive', motif: 'crane', palette: ['#D4AF37', '#9B1B30'],
    name: l('Temple Banner Restoration', '廟宇旗幡修復'),
    description: l('A nineteenth-century temple banner, documented before publication.', '一幅十九世紀廟宇旗幡的修復，資料整理中。'),
    categoryKeys: ['bridal'],
    detailedDescription: l('Documentation of this restoration is being prepared with the temple committee.', '此修復項目的資料正與廟宇值理會整理中。'),
    projectDetails: l('Client: temple committee\nYear: 2026', '客戶：廟宇值理會\n年份：2026'),
    // Visitors never see this item: its Vimeo link (Vimeo's own player demonstration) shows administrators how a video link looks until the restoration film is made.
    relatedProductSlugs: ['imperial-goldwork-passing-thread'], extraImages: 1, withVideo: false, embedUrl: 'https://vimeo.com/76979871',
  },
]

/** The demo item codes a text names ("Threads: KS-P04-AG, KS-P04-RG"): a project's shades are the codes its details list. */
export const namedItemCodes = (text: string): string[] => text.match(/\bKS-[A-Z0-9]+(?:-[A-Z0-9]+)+/g) ?? []
