import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { adminPage, navigateAdmin, openAdmin, untilHydrated } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13 (lists, buttons and titles, toasts and confirmations) in the
 * administrator's browser, in both admin languages: the status and product
 * filters beside the search, Refresh, 'No data found', the spec's button
 * labels and form titles, the create and edit drawers over the list, the
 * spec's toasts, and delete confirmations that say the action cannot be
 * undone and what else it deletes.
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
    lang: 'en',
    payloadLanguage: 'en',
    statusLabel: 'Status',
    deactivate: 'Deactivate',
    deactivated: 'Product deactivated successfully',
    status: { all: 'All', active: 'Active', inactive: 'Inactive' },
    refresh: 'Refresh',
    compact: 'Compact rows',
    noData: 'No data found',
    noCodesYet: 'None yet: “Add new” above adds the first.',
    buttons: { products: 'New Product', categories: 'New Category', 'item-codes': 'Add Item Code', 'gallery-categories': 'New Category', 'gallery-items': 'New Item', 'news-items': 'Add News' },
    addCategory: 'Add New Category',
    editCategory: 'Edit Category',
    addProduct: 'Add Product',
    editProduct: 'Edit Product',
    categoryCreated: 'Category created successfully',
    categoryUpdated: 'Category updated successfully',
    productDeleted: 'Product deleted successfully',
    itemCodesGoToo: 'Deleting this product deletes its item codes too: 2 item codes will be deleted. This action cannot be undone.',
    productsAssigned: '1 product is assigned to this category. Deleting it removes it from them; the products themselves are kept. This action cannot be undone.',
    undone: 'This action cannot be undone.',
    deleteOne: (title: string) => `You are about to delete the Product ${title}. This action cannot be undone.`,
    deleteMany: 'You are about to delete 1 Category. This action cannot be undone.',
    deletedMany: '1 Category deleted successfully',
    delete: 'Delete',
    confirm: 'Confirm',
  },
  {
    lang: 'zh',
    payloadLanguage: 'zh-TW',
    statusLabel: '狀態',
    deactivate: '停用',
    deactivated: '產品已成功停用',
    status: { all: '全部', active: '啟用', inactive: '停用' },
    refresh: '重新整理',
    compact: '緊湊列表',
    noData: '找不到資料',
    noCodesYet: '尚未有任何項目：按上方「新增」加入第一項。',
    buttons: { products: '新增產品', categories: '新增類別', 'item-codes': '新增貨品編號', 'gallery-categories': '新增類別', 'gallery-items': '新增項目', 'news-items': '新增新聞' },
    addCategory: '新增類別',
    editCategory: '編輯類別',
    addProduct: '新增產品',
    editProduct: '編輯產品',
    categoryCreated: '類別已成功建立',
    categoryUpdated: '類別已成功更新',
    productDeleted: '產品已成功刪除',
    itemCodesGoToo: '刪除此產品亦會一併刪除其 2 個貨品編號。此操作無法復原。',
    productsAssigned: '此類別已分配給 1 項產品。刪除後會從這些產品中移除，產品本身會保留。此操作無法復原。',
    undone: '此操作無法復原。',
    deleteOne: (title: string) => `您即將刪除產品「${title}」。此操作無法復原。`,
    deleteMany: '您即將刪除 1 個類別。此操作無法復原。',
    deletedMany: '已成功刪除 1 個類別',
    delete: '刪除',
    confirm: '確認',
  },
] as const

type Language = (typeof LANGUAGES)[number]

/** Signed in with the admin in this test's language (tests/helpers/admin-browser). */
const signedIn = (language: Language) => adminPage(browser, language.payloadLanguage)

const uniqueRun = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const rows = (page: Page, text: string) => page.locator('table tbody tr', { hasText: text })
/** Which of this run's products the list shows ('Hidden <run>', 'Shown <run>'…), in alphabetical order. */
const shownProducts = async (page: Page, run: string) =>
  (await rows(page, run).allTextContents()).map((text) => ['Hidden', 'Later', 'Shown'].map((name) => `${name} ${run}`).find((name) => text.includes(name)) ?? text).sort()
const toast = (page: Page, text: string) => page.locator('.payload-toast-container').getByText(text, { exact: true })
const drawer = (page: Page) => page.locator('.drawer__content').last()

/** A list, opened as the admin's own links open it once the page shows the admin (tests/helpers/admin-browser.ts navigateAdmin). */
async function openList(page: Page, collection: string, query = '') {
  await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/${collection}${query}`)
  await page.locator('[data-list-toolbar]').waitFor({ timeout: 30_000 })
  await untilHydrated(page.locator('[data-list-toolbar] button').first())
}

async function product(run: string, name: string, status: 'Active' | 'Inactive', categories: number[] = []) {
  return createDocument(admin, 'products', { name: `${name} ${run}`, slug: `${name.toLowerCase()}-${run}`, status, categories })
}

describe.each(LANGUAGES)('admin lists ($lang)', (language) => {
  it('filters products by status beside the search, Refresh shows a product created meanwhile, and deactivating one toasts', async () => {
    const run = uniqueRun()
    await product(run, 'Shown', 'Active')
    await product(run, 'Hidden', 'Inactive')
    const { context, page } = await signedIn(language)
    await openList(page, 'products', `?search=${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(2)
    const status = page.locator('[data-list-filter="status"]')
    expect(await page.locator('[data-list-toolbar] label', { has: status }).textContent()).toContain(language.statusLabel)
    expect(await status.locator('option').allTextContents()).toEqual([language.status.all, language.status.active, language.status.inactive])

    // Each choice is followed until the list shows exactly its products: 'Hidden' alone is also
    // in the list of all, so counting it alone passed before the filter had come back (a failed run).
    await status.selectOption({ label: language.status.active })
    await expect.poll(() => shownProducts(page, run), { timeout: 30_000 }).toEqual([`Shown ${run}`])
    await status.selectOption({ label: language.status.inactive })
    await expect.poll(() => shownProducts(page, run), { timeout: 30_000 }).toEqual([`Hidden ${run}`])
    await status.selectOption({ label: language.status.all })
    await expect.poll(() => shownProducts(page, run), { timeout: 30_000 }).toEqual([`Hidden ${run}`, `Shown ${run}`])

    await product(run, 'Later', 'Active')
    expect(await rows(page, run).count()).toBe(2)
    await page.getByRole('button', { name: language.refresh, exact: true }).click()
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(3)
    expect(await seriousViolations(page, ['[data-list-toolbar]', 'table tbody .edit-in-drawer'])).toEqual([])

    // The status column's own action toasts in the spec's words too.
    await rows(page, `Shown ${run}`).getByRole('button', { name: language.deactivate, exact: true }).click()
    await expect.poll(() => toast(page, language.deactivated).count(), { timeout: 30_000 }).toBe(1)
    await context.close()
  })

  it('sets the rows compact for the person who asks, keeps it for them, and leaves everyone else as they were', async () => {
    const run = uniqueRun()
    await product(run, 'Dense', 'Active')
    const account = { email: `dense-${language.lang}-${run}@example.com`, password: 'dense-password-0123456789' }
    expect((await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...account, name: 'Dense Tester', role: 'editor' }) })).status).toBe(201)
    const editor = await adminPage(browser, language.payloadLanguage, undefined, account)
    const other = await signedIn(language)
    const row = (page: Page) => rows(page, run).first()
    const rowHeight = async (page: Page) => (await row(page).boundingBox())?.height ?? 0
    const density = (page: Page) => page.locator('[data-list-density]').getAttribute('data-list-density')
    for (const { page } of [editor, other]) {
      await openList(page, 'products', `?search=${run}`)
      await row(page).waitFor({ timeout: 30_000 })
    }
    const comfortable = await rowHeight(editor.page)
    const toggle = editor.page.locator('[data-list-toolbar]').getByRole('button', { name: language.compact, exact: true })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')

    await toggle.click()
    await expect.poll(() => density(editor.page), { timeout: 30_000 }).toBe('compact')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    // The same row, its text unchanged, set tighter: its padding is what shrinks.
    expect(await rowHeight(editor.page)).toBeLessThan(comfortable - 8)
    expect(await seriousViolations(editor.page, ['[data-list-toolbar]'])).toEqual([])

    // Kept for this person across visits, and only for them: the other account's list is as it was.
    await openList(editor.page, 'products', `?search=${run}`)
    await expect.poll(() => density(editor.page), { timeout: 30_000 }).toBe('compact')
    await openList(other.page, 'products', `?search=${run}`)
    await row(other.page).waitFor({ timeout: 30_000 })
    expect(await density(other.page)).toBe('comfortable')
    expect(await rowHeight(other.page)).toBeCloseTo(comfortable, 0)

    // And switched back the same way.
    await toggle.click()
    await expect.poll(() => density(editor.page), { timeout: 30_000 }).toBe('comfortable')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await editor.context.close()
    await other.context.close()
  })

  it("filters item codes by product and searches them by item code", async () => {
    const run = uniqueRun()
    const first = await product(run, 'Spool', 'Active')
    const second = await product(run, 'Cone', 'Active')
    for (const [code, productId] of [[`A-${run}`, first.id], [`B-${run}`, first.id], [`C-${run}`, second.id]] as const) {
      await createDocument(admin, 'item-codes', { itemCode: code, product: productId })
    }
    const { context, page } = await signedIn(language)
    await openList(page, 'item-codes', `?search=${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(3)
    const productFilter = page.locator('[data-list-filter="product"]')
    await expect.poll(() => productFilter.locator('option', { hasText: `Cone ${run}` }).count(), { timeout: 30_000 }).toBe(1)
    await productFilter.selectOption({ label: `Cone ${run}` })
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(1)
    expect(await rows(page, run).textContent()).toContain(`C-${run}`)

    await openList(page, 'item-codes', `?search=B-${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(1)
    await context.close()
  })

  // Issue 50.15: a yes-or-no column in words, not code-styled true / false.
  it('shows the gallery list\'s PDF column as yes or no in words', async () => {
    const run = uniqueRun()
    await createDocument(admin, 'gallery-items', { name: `Plain item ${run}`, slug: `plain-item-${run}`, isPdf: false })
    const { context, page } = await signedIn(language)
    await openList(page, 'gallery-items', `?search=${run}`)
    await expect.poll(() => page.locator('[data-yes]').count(), { timeout: 30_000 }).toBe(1)
    const words = new Set(await page.locator('[data-yes]').allTextContents())
    expect([...words].every((word) => (language.payloadLanguage === 'en' ? ['Yes', 'No'] : ['是', '否']).includes(word))).toBe(true)
    expect(await page.locator('table tbody code').filter({ hasText: /^(true|false)$/ }).count()).toBe(0)
    await context.close()
  })

  it("says 'No data found' for an empty list, and labels each create button in the spec's words", async () => {
    const { context, page } = await signedIn(language)
    await openList(page, 'gallery-items', `?search=nothing-${uniqueRun()}`)
    await expect.poll(() => page.getByText(language.noData, { exact: true }).count(), { timeout: 30_000 }).toBe(1)
    // The empty list offers only the toolbar's create button, not Payload's 'Create new Gallery item' too.
    expect(await page.locator('.no-results a, .no-results button').count()).toBe(0)
    expect(await page.locator('[data-list-toolbar]').getByRole('button', { name: language.buttons['gallery-items'], exact: true }).isVisible()).toBe(true)
    for (const [collection, label] of Object.entries(language.buttons)) {
      await openList(page, collection)
      const button = page.locator('[data-list-toolbar]').getByRole('button', { name: label, exact: true })
      expect(await button.isVisible()).toBe(true)
      // Payload's generic 'Create New' gives way to it.
      expect(await page.locator('.list-create-new-doc__create-new-button').isVisible()).toBe(false)
    }
    await context.close()
  })

  it('creates and edits a category in a drawer over the list, with the form titles and the toasts of the spec', async () => {
    const run = uniqueRun()
    const { context, page } = await signedIn(language)
    await openList(page, 'categories', `?search=${run}`)
    await page.locator('[data-list-toolbar]').getByRole('button', { name: language.buttons.categories, exact: true }).click()
    await expect.poll(() => drawer(page).locator('.doc-drawer__header-text').textContent(), { timeout: 30_000 }).toBe(language.addCategory)
    // Payload names a new document "Untitled" while its form starts; the spec's title replaces it
    // once the drawer has settled (a failed run looked in between, and the screenshot had none).
    await expect.poll(() => page.getByText(/Untitled|未命名/).count(), { timeout: 30_000 }).toBe(0)
    await drawer(page).locator('input[name="name"]').fill(`Drawer ${run}`)
    await drawer(page).locator('#action-save').click()
    await expect.poll(() => toast(page, language.categoryCreated).count(), { timeout: 30_000 }).toBe(1)
    // Still on the list, which now shows the new category.
    expect(new URL(page.url()).pathname).toBe('/admin/collections/categories')
    await expect.poll(() => rows(page, `Drawer ${run}`).count(), { timeout: 30_000 }).toBe(1)

    await rows(page, `Drawer ${run}`).getByRole('button', { name: `Drawer ${run}` }).click()
    await expect.poll(() => drawer(page).locator('.form-heading__title').textContent(), { timeout: 30_000 }).toBe(language.editCategory)
    expect(await drawer(page).locator('.doc-drawer__header-text').textContent()).toBe(`Drawer ${run}`)
    await drawer(page).locator('input[name="name"]').fill(`Renamed ${run}`)
    await drawer(page).locator('#action-save').click()
    await expect.poll(() => toast(page, language.categoryUpdated).count(), { timeout: 30_000 }).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/admin/collections/categories')
    await expect.poll(() => rows(page, `Renamed ${run}`).count(), { timeout: 30_000 }).toBe(1)
    await context.close()
  })

  // Issue 50.13: Escape in a drawer with unsaved changes asks before throwing them away.
  it('asks before Escape closes a drawer with unsaved changes, and closes an unchanged one at once', async () => {
    const run = uniqueRun()
    const { context, page } = await signedIn(language)
    await openList(page, 'categories', `?search=${run}`)
    const open = async () => {
      await page.locator('[data-list-toolbar]').getByRole('button', { name: language.buttons.categories, exact: true }).click()
      await expect.poll(() => drawer(page).locator('.doc-drawer__header-text').textContent(), { timeout: 30_000 }).toBe(language.addCategory)
    }
    const dialogs: string[] = []
    let answer = false
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void (answer ? dialog.accept() : dialog.dismiss())
    })
    await open()
    await drawer(page).locator('input[name="name"]').fill(`Typed ${run}`)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs.length, { timeout: 10_000 }).toBe(1)
    // Kept, with what was typed.
    expect(await drawer(page).locator('input[name="name"]').inputValue()).toBe(`Typed ${run}`)
    answer = true
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.drawer__content').count(), { timeout: 10_000 }).toBe(0)
    expect(dialogs).toHaveLength(2)
    // Nothing typed: closed at once, without a question.
    await open()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.drawer__content').count(), { timeout: 10_000 }).toBe(0)
    expect(dialogs).toHaveLength(2)
    await context.close()
  })

  it('opens a product created in the drawer over the list, with a slug made from its name, to add its item codes at once', async () => {
    const run = uniqueRun()
    const { context, page } = await signedIn(language)
    await openList(page, 'products', `?search=${run}`)
    await page.locator('[data-list-toolbar]').getByRole('button', { name: language.buttons.products, exact: true }).click()
    await expect.poll(() => page.getByText(/Untitled|未命名/).count(), { timeout: 30_000 }).toBe(0)
    await drawer(page).locator('input[name="name"]').fill(`Opened Gold ${run}`)
    // The slug is left empty: it is made from the name.
    const opened = (url: URL) => /^\/admin\/collections\/products\/\d+$/.test(url.pathname)
    // A Save clicked while the drawer's form is still setting up is not submitted: clicked again until the page opens.
    const deadline = Date.now() + 30_000
    while (!opened(new URL(page.url()))) {
      if (Date.now() > deadline) throw new Error(`The new product did not open: still at ${page.url()}`)
      await drawer(page).locator('#action-save').click({ timeout: 5_000 }).catch(() => undefined)
      await page.waitForURL(opened, { timeout: 5_000 }).catch(() => undefined)
    }
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(`Opened Gold ${run}`)
    expect(await page.locator('input[name="slug"]').inputValue()).toBe(`opened-gold-${run.toLowerCase()}`)
    // Its empty item-code block says so once, and what to do: not Payload's 'No Item codes found. Either no…' under it.
    const codes = page.locator('.relationship-table')
    await expect.poll(() => codes.locator('h3').textContent(), { timeout: 30_000 }).toBe(language.noData)
    expect((await codes.locator('h3 + p').textContent())?.trim()).toBe(language.noCodesYet)
    await context.close()
  })

  it('titles the product form, states what a delete also removes, and says it cannot be undone', async () => {
    const run = uniqueRun()
    const category = await createDocument(admin, 'categories', { name: `Assigned ${run}` })
    const doomed = await product(run, 'Doomed', 'Active', [category.id])
    for (const code of [`X-${run}`, `Y-${run}`]) await createDocument(admin, 'item-codes', { itemCode: code, product: doomed.id })
    const { context, page } = await signedIn(language)

    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/create`)
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(language.addProduct)

    await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/categories/${category.id}`)
    await expect.poll(() => page.locator('[data-delete-consequence]').textContent(), { timeout: 30_000 }).toBe(language.productsAssigned)
    expect(await page.locator('.form-heading__title').textContent()).toBe(language.editCategory)

    await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/products/${doomed.id}`)
    await expect.poll(() => page.locator('[data-delete-consequence]').textContent(), { timeout: 30_000 }).toBe(language.itemCodesGoToo)
    expect(await page.locator('.form-heading__title').textContent()).toBe(language.editProduct)
    expect(await page.locator('h1').first().textContent()).toBe(`Doomed ${run}`)
    expect(await seriousViolations(page, ['.form-heading'])).toEqual([])
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: language.delete, exact: true }).click()
    const confirmation = page.locator('.confirmation-modal')
    await expect.poll(() => confirmation.textContent(), { timeout: 30_000 }).toContain(language.deleteOne(`Doomed ${run}`))
    await confirmation.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.productDeleted).count(), { timeout: 30_000 }).toBe(1)
    expect((await api(`/api/item-codes?where[itemCode][like]=${run}`, { session: admin })).body.totalDocs).toBe(0)
    await context.close()
  })

  it("says the list's bulk delete cannot be undone", async () => {
    const run = uniqueRun()
    await createDocument(admin, 'categories', { name: `Bulk ${run}` })
    const { context, page } = await signedIn(language)
    await openList(page, 'categories', `?search=${run}`)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(1)
    await rows(page, run).locator('input[type="checkbox"]').check()
    await page.locator('[data-list-toolbar]').getByRole('button', { name: `${language.delete} (1)`, exact: true }).click()
    const confirmation = page.locator('.confirmation-modal')
    await expect.poll(() => confirmation.textContent(), { timeout: 30_000 }).toContain(language.deleteMany)
    await confirmation.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => toast(page, language.deletedMany).count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => rows(page, run).count(), { timeout: 30_000 }).toBe(0)
    await context.close()
  })
})

describe('the spec wording over the API', () => {
  it("names the entity in the created message, in the language asked for, and leaves Payload's update endpoint its own", async () => {
    const run = uniqueRun()
    const created = await api('/api/gallery-categories', { method: 'POST', body: JSON.stringify({ name: `Api ${run}` }), session: admin })
    expect(created.body.message).toBe('Gallery category created successfully')
    const id = (created.body.doc as { id: number }).id
    // The update toast that names the record is the admin's save button's (src/admin/save, tested in the browser above);
    // the endpoint is Payload's, unchanged.
    const updated = await api(`/api/gallery-categories/${id}`, { method: 'PATCH', body: JSON.stringify({ name: `Api2 ${run}` }), session: admin })
    expect(updated.status).toBe(200)
    expect(updated.body.message).toBe('Updated successfully.')
    const inChinese = await api(`/api/news-items/999999`, { method: 'PATCH', body: JSON.stringify({ title: 'x' }), session: admin, headers: { 'Accept-Language': 'zh-TW' } })
    expect(inChinese.status).toBe(404)
  })
})
