import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = createRequire(import.meta.url)('axe-core').source as string

/** Serious and critical axe-core violations on the page as it stands, as "id: target" strings. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.locator('h1').first().waitFor()
  // Colours are checked as they finally stand: mid-transition (the header turning white as the page scrolls,
  // a dialog fading in) a text's contrast is briefly neither its old nor its new one.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  // Evaluated by the browser's tooling rather than as a <script> element: the pages' Content-Security-Policy
  // (rightly) blocks an inline script it did not bring.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }
    const result = await (window as unknown as { axe: { run: () => Promise<Result> } }).axe.run()
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
}
