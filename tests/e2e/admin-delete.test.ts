import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, clickUntilVisible, openAdmin } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13 (M6): the delete confirmations, from the form and from the list's
 * selected rows, say that the action cannot be undone and what the delete
 * also does (a product's item codes go with it; a category is taken off the
 * products assigned to it), in both admin languages. Cancel keeps
 * everything; Confirm really deletes the record and its item codes.
 */
let browser: Browser
let admin: Session
beforeAll(async () => {
  admin = await adminSession()
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  {
    payloadLanguage: 'en',
    deleteOne: (title: string) => `You are about to delete the Product ${title}. This action cannot be undone.`,
    itemCodesToo: 'Its 2 item codes will be deleted too.',
    deleteCategory: (title: string) => `You are about to delete the Category ${title}. This action cannot be undone.`,
    productsAssigned: '1 product is assigned to this category. Deleting it removes it from them; the products themselves are kept.',
    deleteProducts: 'You are about to delete 2 Products. This action cannot be undone.',
    theirItemCodes: 'Their 3 item codes will be deleted too.',
    deleteCategories: 'You are about to delete 2 Product categories. This action cannot be undone.',
    categoriesAssigned: '2 products are assigned to these categories. Deleting them removes them from those products; the products themselves are kept.',
    productDeleted: 'Product deleted successfully',
    categoryDeleted: 'Category deleted successfully',
    productsDeleted: '2 Products deleted successfully',
    categoriesDeleted: '2 Product categories deleted successfully',
    delete: 'Delete',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  {
    payloadLanguage: 'zh-TW',
    deleteOne: (title: string) => `您即將刪除產品「${title}」。此操作無法復原。`,
    itemCodesToo: '其 2 個貨品編號亦會一併刪除。',
    deleteCategory: (title: string) => `您即將刪除類別「${title}」。此操作無法復原。`,
    productsAssigned: '此類別已分配給 1 項產品。刪除後會從這些產品中移除，產品本身會保留。',
    deleteProducts: '您即將刪除 2 個產品。此操作無法復原。',
    theirItemCodes: '這些產品的 3 個貨品編號亦會一併刪除。',
    deleteCategories: '您即將刪除 2 個產品類別。此操作無法復原。',
    categoriesAssigned: '這些類別已分配給 2 項產品。刪除後會從這些產品中移除，產品本身會保留。',
    productDeleted: '產品已成功刪除',
    categoryDeleted: '類別已成功刪除',
    productsDeleted: '已成功刪除 2 個產品',
    categoriesDeleted: '已成功刪除 2 個產品類別',
    delete: '刪除',
    confirm: '確認',
    cancel: '取消',
  },
] as const

const uniqueRun = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const rows = (page: Page, text: string) => page.locator('table tbody tr', { hasText: text })
const toast = (page: Page, text: string) => page.locator('.payload-toast-container').getByText(text, { exact: true })
const confirmation = (page: Page) => page.locator('.confirmation-modal.delete-with-consequences').last()
const found = async (path: string) => (await api(path, { session: admin })).body.totalDocs as number

async function productWithCodes(run: string, name: string, codes: number, categories: number[] = []) {
  const doc = await createDocument(admin, 'products', { name: `${name} ${run}`, slug: `${name.toLowerCase()}-${run}`, status: 'Active', categories })
  for (let index = 0; index < codes; index += 1) await createDocument(admin, 'item-codes', { itemCode: `${name}-${index}-${run}`, product: doc.id })
  return doc
}

async function openList(page: Page, collection: string, query: string) {
  await openAdmin(page, `${testServer().baseUrl}/admin/collections/${collection}${query}`)
  await page.locator('[data-list-toolbar]').waitFor({ timeout: 30_000 })
}

/** The form's ⋮ menu, then Delete: the one Delete there is (Payload's own gives way to it). */
async function deleteFromForm(page: Page, scope: Page | ReturnType<Page['locator']>, label: string) {
  await scope.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
  const deletes = page.locator('.popup__content').getByRole('button', { name: label, exact: true })
  await expect.poll(() => deletes.count(), { timeout: 30_000 }).toBe(1)
  await deletes.click()
}

describe.each(LANGUAGES)('delete confirmations ($payloadLanguage)', (language) => {
  it("a product's Delete names its item codes; Cancel keeps all, Confirm deletes the product and its item codes", async () => {
    const run = uniqueRun()
    const doomed = await productWithCodes(run, 'Doomed', 2)
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${doomed.id}`)
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(`Doomed ${run}`)

    await deleteFromForm(page, page, language.delete)
    const dialog = confirmation(page)
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.itemCodesToo)
    expect(await dialog.textContent()).toContain(language.deleteOne(`Doomed ${run}`))
    await dialog.getByRole('button', { name: language.cancel, exact: true }).click()
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(false)
    expect(await found(`/api/products?where[id][equals]=${doomed.id}`)).toBe(1)
    expect(await found(`/api/item-codes?where[product][equals]=${doomed.id}`)).toBe(2)

    await deleteFromForm(page, page, language.delete)
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.itemCodesToo)
    await dialog.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.productDeleted).count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/admin/collections/products')
    expect(await found(`/api/products?where[id][equals]=${doomed.id}`)).toBe(0)
    expect(await found(`/api/item-codes?where[itemCode][like]=${run}`)).toBe(0)
    await context.close()
  })

  it("a category's Delete in the drawer over the list names its products, which are kept", async () => {
    const run = uniqueRun()
    const category = await createDocument(admin, 'categories', { name: `Assigned ${run}` })
    const kept = await productWithCodes(run, 'Kept', 0, [category.id])
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openList(page, 'categories', `?search=${run}`)
    const drawer = page.locator('.drawer__content').last()
    await clickUntilVisible(rows(page, run).getByRole('button', { name: `Assigned ${run}` }), drawer.locator('.form-heading__title'))

    await deleteFromForm(page, drawer, language.delete)
    const dialog = confirmation(page)
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.productsAssigned)
    expect(await dialog.textContent()).toContain(language.deleteCategory(`Assigned ${run}`))
    await dialog.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.categoryDeleted).count(), { timeout: 30_000 }).toBe(1)
    // The drawer closes over the list, which no longer shows the category.
    expect(new URL(page.url()).pathname).toBe('/admin/collections/categories')
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(0)
    expect(await found(`/api/categories?where[id][equals]=${category.id}`)).toBe(0)
    const product = await api(`/api/products/${kept.id}?depth=0`, { session: admin })
    expect(product.status).toBe(200)
    expect(product.body.categories).toEqual([])
    await context.close()
  })

  it("the list's bulk delete of selected products names their item codes; Cancel keeps all", async () => {
    const run = uniqueRun()
    const first = await productWithCodes(run, 'Bulk', 2)
    const second = await productWithCodes(run, 'Other', 1)
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openList(page, 'products', `?search=${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(2)
    for (const name of ['Bulk', 'Other']) await rows(page, `${name} ${run}`).locator('input[type="checkbox"]').check()
    // Payload's own bulk Delete gives way to the toolbar's.
    expect(await page.locator('.list-selection .delete-documents__toggle').isVisible()).toBe(false)

    const bulkDelete = page.locator('[data-list-toolbar]').getByRole('button', { name: `${language.delete} (2)`, exact: true })
    await bulkDelete.click()
    const dialog = confirmation(page)
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.theirItemCodes)
    expect(await dialog.textContent()).toContain(language.deleteProducts)
    await dialog.getByRole('button', { name: language.cancel, exact: true }).click()
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(false)
    expect(await found(`/api/products?where[id][in]=${first.id},${second.id}`)).toBe(2)
    expect(await found(`/api/item-codes?where[itemCode][like]=${run}`)).toBe(3)

    await bulkDelete.click()
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.theirItemCodes)
    await dialog.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.productsDeleted).count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(0)
    expect(await found(`/api/products?where[id][in]=${first.id},${second.id}`)).toBe(0)
    expect(await found(`/api/item-codes?where[itemCode][like]=${run}`)).toBe(0)
    await context.close()
  })

  it("the list's bulk delete of selected categories names the products assigned to them", async () => {
    const run = uniqueRun()
    const one = await createDocument(admin, 'categories', { name: `One ${run}` })
    const two = await createDocument(admin, 'categories', { name: `Two ${run}` })
    await productWithCodes(run, 'First', 0, [one.id])
    await productWithCodes(run, 'Second', 0, [one.id, two.id])
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openList(page, 'categories', `?search=${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(2)
    for (const name of ['One', 'Two']) await rows(page, `${name} ${run}`).locator('input[type="checkbox"]').check()
    await page.locator('[data-list-toolbar]').getByRole('button', { name: `${language.delete} (2)`, exact: true }).click()
    const dialog = confirmation(page)
    await expect.poll(() => dialog.locator('.delete-consequence').textContent(), { timeout: 30_000 }).toBe(language.categoriesAssigned)
    expect(await dialog.textContent()).toContain(language.deleteCategories)
    await dialog.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.categoriesDeleted).count(), { timeout: 30_000 }).toBe(1)
    expect(await found(`/api/categories?where[id][in]=${one.id},${two.id}`)).toBe(0)
    expect(await found(`/api/products?where[slug][like]=${run}`)).toBe(2)
    await context.close()
  })
})
