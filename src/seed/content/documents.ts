import type { Localized } from '../types'

/** Days from the day the demo is written: validity is shown relative to today, so the demo never goes stale. */
export type DemoDocument = {
  title: Localized
  kind: 'certificate' | 'safety-data-sheet' | 'test-report' | 'brochure'
  issuer: Localized
  number?: string
  validFromDays?: number
  validUntilDays?: number
  status: 'Active' | 'Inactive'
  productSlugs: string[]
  /** The findings printed in the PDF (English: the demo PDFs use the standard fonts). */
  lines: string[]
}

/**
 * Certificates, safety data sheets, test reports and a brochure as a thread maker publishes them
 * (issue 30.3): one expiring within the month (the dashboard warns), one expired (never shown),
 * the rest valid. Every PDF says it is a demonstration copy.
 */
export const demoDocuments: DemoDocument[] = [
  {
    title: { en: 'OEKO-TEX® STANDARD 100 certificate, product class I', zh: 'OEKO-TEX® STANDARD 100 證書（第一類產品）' },
    kind: 'certificate',
    issuer: { en: 'Hohenstein Textile Testing Institute', zh: 'Hohenstein 紡織品測試機構' },
    number: '22.HHK.51234',
    validFromDays: -270,
    validUntilDays: 95,
    status: 'Active',
    productSlugs: ['celestial-m-type-metallic', 'ms-supertwist-metallic', 'aurora-holographic-twist', 'eco-recycled-metallic'],
    lines: [
      'The articles listed meet the human-ecological requirements of STANDARD 100 by OEKO-TEX for product class I, articles for babies and toddlers.',
      'Scope: metallic and holographic embroidery threads of polyester film with polyester and viscose core yarns, dyed and finished.',
    ],
  },
  {
    title: { en: 'ISO 9001:2015 quality management, Japan factory', zh: 'ISO 9001:2015 品質管理體系（日本廠房）' },
    kind: 'certificate',
    issuer: { en: 'Japan Quality Assurance Organization (JQA)', zh: '日本品質保證機構（JQA）' },
    number: 'JQA-QMA21874',
    validFromDays: -500,
    validUntilDays: 600,
    status: 'Active',
    productSlugs: [],
    lines: ['The quality management system of the Fukui factory conforms to ISO 9001:2015 for the design and manufacture of metallic yarns and embroidery threads.'],
  },
  {
    title: { en: 'REACH declaration: substances of very high concern', zh: 'REACH 聲明：高度關注物質' },
    kind: 'certificate',
    issuer: { en: 'KINSEN Metallic Threads Ltd.', zh: '金泉金屬線有限公司' },
    number: 'KS-REACH-2026-01',
    validFromDays: -340,
    validUntilDays: 21,
    status: 'Active',
    productSlugs: ['celestial-m-type-metallic', 'mirror-lame-flat-yarn', 'neon-flash-metallic'],
    lines: ['None of the substances on the ECHA candidate list (235 entries) is present above 0.1% by weight in the threads listed.', 'Renewed every year against the current candidate list.'],
  },
  {
    title: { en: 'OEKO-TEX® STANDARD 100 certificate 2025', zh: 'OEKO-TEX® STANDARD 100 證書（2025 年）' },
    kind: 'certificate',
    issuer: { en: 'Hohenstein Textile Testing Institute', zh: 'Hohenstein 紡織品測試機構' },
    number: '21.HHK.48810',
    validFromDays: -640,
    validUntilDays: -275,
    status: 'Active',
    productSlugs: ['celestial-m-type-metallic'],
    lines: ['Superseded by certificate 22.HHK.51234.'],
  },
  {
    title: { en: 'Safety data sheet: metallised polyester film yarns', zh: '安全數據表：金屬化聚酯薄膜紗線' },
    kind: 'safety-data-sheet',
    issuer: { en: 'KINSEN Metallic Threads Ltd.', zh: '金泉金屬線有限公司' },
    number: 'SDS-MY-2026-03',
    validFromDays: -120,
    status: 'Active',
    productSlugs: ['celestial-m-type-metallic', 'ms-supertwist-metallic', 'mirror-lame-flat-yarn', 'neon-flash-metallic', 'eco-recycled-metallic'],
    lines: ['Article, not a substance or mixture: no classification under GHS. Store dry, away from open flame; the film melts from 250 °C.', 'Disposal: as household or textile waste.'],
  },
  {
    title: { en: 'Colour fastness to washing, ISO 105-C06: MS Supertwist', zh: '耐洗色牢度測試（ISO 105-C06）：MS 超級扭紋金屬線' },
    kind: 'test-report',
    issuer: { en: 'SGS Hong Kong Ltd.', zh: 'SGS 香港有限公司' },
    number: 'HKTX26-04417',
    validFromDays: -200,
    status: 'Active',
    productSlugs: ['ms-supertwist-metallic'],
    lines: ['Test C2S, 60 °C, 30 minutes: change in colour grade 4-5; staining on multifibre grade 4-5 for every fibre.', 'Sample: shades KS-MS300-G01, KS-MS300-S01 and KS-MS300-R01 on white cotton.'],
  },
  {
    title: { en: 'KINSEN thread guide 2026', zh: '金泉繡線指南 2026' },
    kind: 'brochure',
    issuer: { en: 'KINSEN Metallic Threads Ltd.', zh: '金泉金屬線有限公司' },
    validFromDays: -60,
    status: 'Active',
    productSlugs: [],
    lines: ['Every thread line with its put-ups, needle sizes and machine settings, and the care of metallic embroidery.'],
  },
]
