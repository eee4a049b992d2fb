import { z } from 'zod'
import { slugSchema } from '../shared/validation/slug'

export const catalogueMessages = {
  productNameAndSlugRequired: 'Product name and slug are required',
  selectProduct: 'Please select a product',
  itemCodeRequired: 'Item code is required',
  categoryNameRequired: 'Category name is required',
  shadeFormat: 'Shade must be a colour like #C9A227',
} as const

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)

export const productNameSchema = requiredText(catalogueMessages.productNameAndSlugRequired)
export const productSlugSchema = z
  .string({ error: catalogueMessages.productNameAndSlugRequired })
  .trim()
  .min(1, catalogueMessages.productNameAndSlugRequired)
  .pipe(slugSchema)

export const productSchema = z.object({
  name: productNameSchema,
  slug: productSlugSchema,
  description: z.string().optional(),
  detailedDescription: z.string().optional(),
  status: z.enum(['Active', 'Inactive']).default('Active'),
})

export const productCategorySchema = z.object({
  name: requiredText(catalogueMessages.categoryNameRequired),
  description: z.string().optional(),
})

/** A relationship value: an id, or a populated document with an id. */
const relationId = (message: string) =>
  z.union([z.number(), z.string().min(1), z.object({ id: z.union([z.number(), z.string()]) })], { error: message })

export const itemCodeProductSchema = relationId(catalogueMessages.selectProduct)
export const itemCodeValueSchema = requiredText(catalogueMessages.itemCodeRequired)
export const shadeHexSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, catalogueMessages.shadeFormat)

export const itemCodeSchema = z.object({
  product: itemCodeProductSchema,
  itemCode: itemCodeValueSchema,
  shadeHex: shadeHexSchema.optional(),
})
