import { z } from 'zod'
import { MAX_NAME_LENGTH, tooLongMessage } from '../shared/validation/length'

export const MAX_ITEM_CODE_LENGTH = 100

export const catalogueMessages = {
  productNameAndSlugRequired: 'Product name and slug are required',
  selectProduct: 'Please select a product',
  itemCodeRequired: 'Item code is required',
  categoryNameRequired: 'Category name is required',
  shadeFormat: 'Shade must be a colour like #C9A227',
  productNameTooLong: tooLongMessage('Product name', MAX_NAME_LENGTH),
  categoryNameTooLong: tooLongMessage('Category name', MAX_NAME_LENGTH),
  itemCodeTooLong: tooLongMessage('Item code', MAX_ITEM_CODE_LENGTH),
} as const

/** Required, trimmed, and at most `max` characters (too long gets its own message). */
const requiredText = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong)

export const productNameSchema = requiredText(catalogueMessages.productNameAndSlugRequired, MAX_NAME_LENGTH, catalogueMessages.productNameTooLong)
export const productCategorySchema = z.object({
  name: requiredText(catalogueMessages.categoryNameRequired, MAX_NAME_LENGTH, catalogueMessages.categoryNameTooLong),
  description: z.string().optional(),
})

/** A relationship value: an id, or a populated document with an id. */
const relationId = (message: string) =>
  z.union([z.number(), z.string().min(1), z.object({ id: z.union([z.number(), z.string()]) })], { error: message })

export const itemCodeProductSchema = relationId(catalogueMessages.selectProduct)
export const itemCodeValueSchema = requiredText(catalogueMessages.itemCodeRequired, MAX_ITEM_CODE_LENGTH, catalogueMessages.itemCodeTooLong)
export const shadeHexSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, catalogueMessages.shadeFormat)
