import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { HEADER_SCROLL_THRESHOLD } from '../../src/site-shell/header-scroll'

const axeSource = createRequire(import.meta.url)('axe-core').source as string

/**
 * Serious and critical axe-core violations on the page as it stands, as "id: target" strings; only inside
 * `include` (CSS selectors) when given, to judge our own parts of a screen someone else draws (Payload's admin).
 */
export async function seriousViolations(page: Page, include?: string[]): Promise<string[]> {
  await page.locator('h1').first().waitFor()
  // The site's header follows the page's scroll (white with dark text once scrolled, clear with white
  // text over the hero): a scroll React has not answered yet shows the clear header's white text over
  // light content for a moment (a failed run: every header link "failing" contrast on /news). The
  // header is judged as it stands for the scroll position; Payload's admin has no such header.
  await page.waitForFunction((threshold) => {
    const header = document.querySelector('header[data-scrolled]')
    return !header || header.getAttribute('data-scrolled') === String(window.scrollY > threshold)
  }, HEADER_SCROLL_THRESHOLD)
  // Colours are checked as they finally stand: mid-transition (the header turning white as the page scrolls,
  // a dialog fading in) a text's contrast is briefly neither its old nor its new one.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  // Evaluated by the browser's tooling rather than as a <script> element: the pages' Content-Security-Policy
  // (rightly) blocks an inline script it did not bring.
  await page.evaluate(axeSource)
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (context?: unknown) => Promise<Result> } }).axe
    const result = await (include ? axe.run({ include: include.map((selector) => [selector]) }) : axe.run())
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  }, include)
}

/** The violations of the named axe-core rules, whatever their impact (a moderate rule the spec's standard still asks for). */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (rules) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } })
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  }, rules)
}
