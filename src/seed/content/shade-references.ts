import type { Localized } from '../types'

/** Another brand's shade for the demo's conversion chart (issue 30.1): example data, marked as such on the site. */
export type DemoReference = { brand: string; line: string; code: string; name: Localized; hex: string; equivalent?: string }

const ref = (brand: string, line: string, code: string, en: string, zh: string, hex: string, equivalent?: string): DemoReference => ({ brand, line, code, name: { en, zh }, hex, equivalent })

/**
 * Three brands a buyer arrives with: a metallic thread line by its number (Madeira Metallic No. 40,
 * and No. 4 for heavier work), a polyester embroidery line (Isacord 40) and metallic ink references
 * (Pantone). The colours are approximations for the demo, not the brands' published values; two rows
 * pin the equivalent a salesperson would name.
 */
export const demoReferences: DemoReference[] = [
  ref('Madeira', 'Metallic No. 40', '4001', 'Silver', '銀色', '#BFC1C6'),
  ref('Madeira', 'Metallic No. 40', '4002', 'Light gold', '淺金色', '#DCC57E'),
  ref('Madeira', 'Metallic No. 40', '4003', 'Gold', '金色', '#CDAE4A'),
  ref('Madeira', 'Metallic No. 40', '4006', 'Antique gold', '古金色', '#C29B36', 'KS-M150-G01'),
  ref('Madeira', 'Metallic No. 40', '4008', 'Copper', '銅色', '#B5764A'),
  ref('Madeira', 'Metallic No. 40', '4011', 'Silver grey', '銀灰色', '#9EA1A8'),
  ref('Madeira', 'Metallic No. 40', '4013', 'Red', '紅色', '#A3283A'),
  ref('Madeira', 'Metallic No. 40', '4016', 'Royal blue', '寶藍色', '#2C4C96'),
  ref('Madeira', 'Metallic No. 40', '4017', 'Emerald', '翠綠色', '#2E7A4E'),
  ref('Madeira', 'Metallic No. 40', '4024', 'Rose gold', '玫瑰金', '#D9A99B'),
  ref('Madeira', 'Metallic No. 4', '6', 'Gold', '金色', '#D0AE3E', 'KS-P04-AG'),
  ref('Madeira', 'Metallic No. 4', '7', 'Silver', '銀色', '#C3C5CB'),
  ref('Madeira', 'Metallic No. 4', '22', 'Bronze', '古銅色', '#8E6B35'),
  ref('Isacord', 'Isacord 40', '0015', 'White', '白色', '#F7F7F2'),
  ref('Isacord', 'Isacord 40', '0020', 'Black', '黑色', '#1B1B1D'),
  ref('Isacord', 'Isacord 40', '0142', 'Sterling', '純銀灰', '#A7A9AD'),
  ref('Isacord', 'Isacord 40', '0542', 'Ochre', '赭黃色', '#C79A3A'),
  ref('Isacord', 'Isacord 40', '0821', 'Linen', '亞麻色', '#E9DDC6'),
  ref('Isacord', 'Isacord 40', '1172', 'Ginger', '薑黃色', '#B56A2E'),
  ref('Isacord', 'Isacord 40', '1902', 'Poinsettia', '聖誕紅', '#B3202F'),
  ref('Isacord', 'Isacord 40', '2520', 'Garden rose', '玫瑰粉', '#E6A4B8'),
  ref('Isacord', 'Isacord 40', '3110', 'Cadet blue', '軍藍色', '#27407A'),
  ref('Isacord', 'Isacord 40', '3652', 'Baby blue', '嬰兒藍', '#A9C6E6'),
  ref('Isacord', 'Isacord 40', '5326', 'Evergreen', '長青綠', '#1F6A48'),
  ref('Isacord', 'Isacord 40', '6011', 'Lime', '青檸綠', '#B9D86C'),
  ref('Pantone', 'Metallic', '871 C', 'Gold', '金色', '#85754E'),
  ref('Pantone', 'Metallic', '872 C', 'Gold', '金色', '#85714D'),
  ref('Pantone', 'Metallic', '873 C', 'Copper gold', '銅金色', '#866D4B'),
  ref('Pantone', 'Metallic', '874 C', 'Light gold', '淺金色', '#8B6F4E'),
  ref('Pantone', 'Metallic', '875 C', 'Copper', '銅色', '#87674F'),
  ref('Pantone', 'Metallic', '876 C', 'Bronze', '古銅色', '#8B634B'),
  ref('Pantone', 'Metallic', '877 C', 'Silver', '銀色', '#8A8D8F'),
  ref('Pantone', 'Metallic', '8003 C', 'Pewter', '白鑞色', '#7C7268'),
]
