import { inAdminScript, isChineseAdmin } from '../../shared/admin-label'
import { fill } from '../../shared/text/fill'
/** A text in English and Traditional Chinese (the Simplified interface reads it converted). */
export type Bilingual = { en: string; zh: string }

/**
 * What deleting a record also does, counted from the rows of `collection`
 * whose `field` points at it: the note on its form (`warning`), and the
 * sentence the delete confirmation adds for one record (`single`) and for
 * the rows selected in the list (`many`). {count} is the number of rows.
 */
export type DeleteConsequence = { collection: string; field: string; warning: Bilingual; single: Bilingual; many: Bilingual }

/** A field the list's toolbar filters by, with a dropdown of its own (src/admin/lists/ListFilterSelect.tsx). */
export type ListFilter = 'status' | 'product' | 'availability'

/** One collection's list and dialog wording (SPEC §2.11). */
export type DialogWording = {
  /** The list's create button. */
  newButton: Bilingual
  /** The form's title when it creates, and when it edits. */
  addTitle: Bilingual
  editTitle: Bilingual
  /** The list's filter dropdowns beside the search: by status, or (item codes) by product and availability. */
  filters?: readonly ListFilter[]
  consequence?: DeleteConsequence
  /** The new record's own page opens once the create drawer saves it (a product gets its item codes there next). */
  openAfterCreate?: boolean
}

const UNDONE = { en: 'This action cannot be undone.', zh: '此操作無法復原。' }

/** The collections the spec gives a list with a dialog (SPEC §2.11), by slug. */
export const dialogWording: Record<string, DialogWording> = {
  products: {
    newButton: { en: 'New Product', zh: '新增產品' },
    addTitle: { en: 'Add Product', zh: '新增產品' },
    editTitle: { en: 'Edit Product', zh: '編輯產品' },
    filters: ['status'],
    openAfterCreate: true,
    consequence: {
      collection: 'item-codes',
      field: 'product',
      warning: {
        en: `Deleting this product deletes its item codes too: {count} item code(s) will be deleted. ${UNDONE.en}`,
        zh: `刪除此產品亦會一併刪除其 {count} 個貨品編號。${UNDONE.zh}`,
      },
      single: { en: 'Its {count} item code(s) will be deleted too.', zh: '其 {count} 個貨品編號亦會一併刪除。' },
      many: { en: 'Their {count} item code(s) will be deleted too.', zh: '這些產品的 {count} 個貨品編號亦會一併刪除。' },
    },
  },
  categories: {
    newButton: { en: 'New Category', zh: '新增類別' },
    addTitle: { en: 'Add New Category', zh: '新增類別' },
    editTitle: { en: 'Edit Category', zh: '編輯類別' },
    consequence: {
      collection: 'products',
      field: 'categories',
      warning: {
        en: `{count} product(s) are assigned to this category. Deleting it removes it from them; the products themselves are kept. ${UNDONE.en}`,
        zh: `此類別已分配給 {count} 項產品。刪除後會從這些產品中移除，產品本身會保留。${UNDONE.zh}`,
      },
      single: {
        en: '{count} product(s) are assigned to this category. Deleting it removes it from them; the products themselves are kept.',
        zh: '此類別已分配給 {count} 項產品。刪除後會從這些產品中移除，產品本身會保留。',
      },
      many: {
        en: '{count} product(s) are assigned to these categories. Deleting them removes them from those products; the products themselves are kept.',
        zh: '這些類別已分配給 {count} 項產品。刪除後會從這些產品中移除，產品本身會保留。',
      },
    },
  },
  'item-codes': {
    newButton: { en: 'Add Item Code', zh: '新增貨品編號' },
    addTitle: { en: 'Add Item Code', zh: '新增貨品編號' },
    editTitle: { en: 'Edit Item Code', zh: '編輯貨品編號' },
    filters: ['product', 'availability'],
  },
  'gallery-categories': {
    newButton: { en: 'New Category', zh: '新增類別' },
    addTitle: { en: 'Add New Category', zh: '新增類別' },
    editTitle: { en: 'Edit Category', zh: '編輯類別' },
    consequence: {
      collection: 'gallery-items',
      field: 'categories',
      warning: {
        en: `{count} gallery item(s) are assigned to this category. Deleting it removes it from them; the items themselves are kept. ${UNDONE.en}`,
        zh: `此類別已分配給 {count} 個資源項目。刪除後會從這些項目中移除，項目本身會保留。${UNDONE.zh}`,
      },
      single: {
        en: '{count} gallery item(s) are assigned to this category. Deleting it removes it from them; the items themselves are kept.',
        zh: '此類別已分配給 {count} 個資源項目。刪除後會從這些項目中移除，項目本身會保留。',
      },
      many: {
        en: '{count} gallery item(s) are assigned to these categories. Deleting them removes them from those items; the items themselves are kept.',
        zh: '這些類別已分配給 {count} 個資源項目。刪除後會從這些項目中移除，項目本身會保留。',
      },
    },
  },
  'gallery-items': {
    newButton: { en: 'New Item', zh: '新增項目' },
    addTitle: { en: 'Add Item', zh: '新增項目' },
    editTitle: { en: 'Edit Item', zh: '編輯項目' },
    filters: ['status'],
  },
  'news-items': {
    newButton: { en: 'Add News', zh: '新增新聞' },
    addTitle: { en: 'Add News', zh: '新增新聞' },
    editTitle: { en: 'Edit News', zh: '編輯新聞' },
    filters: ['status'],
  },
}

/** The text in the administrator's interface language. */
export function inLanguage(text: Bilingual, language: string | undefined): string {
  return isChineseAdmin(language) ? inAdminScript(language, text.zh) : text.en
}

/**
 * The English written once for any count ("{count} product(s) are assigned")
 * said for this one: "1 product is assigned", "2 products are assigned",
 * "its 1 item code", "its 2 item codes". Chinese has no plural.
 */
export function pluralised(text: string, count: number): string {
  return text.replace(/\(s\)( are)?/g, (_match, are: string | undefined) => (count === 1 ? (are ? ' is' : '') : are ? 's are' : 's'))
}

/** A consequence's sentence in the administrator's language, with its count. */
export function consequenceText(text: Bilingual, language: string | undefined, count: number): string {
  return fill(pluralised(inLanguage(text, language), count), { count: String(count) })
}
