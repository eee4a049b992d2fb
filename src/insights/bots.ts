/**
 * User agents that announce a program rather than a person: crawlers, link previews, monitors,
 * command-line clients and headless browsers (Lighthouse and test runs among them). Their page
 * loads are not interest. A crawler that runs no script never sends the beacon anyway.
 */
const AUTOMATED = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|uptime|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|curl\/|wget\/|python|java\/|go-http|okhttp|node-fetch|undici|axios/i

export const isAutomated = (userAgent: string | null | undefined): boolean => !userAgent || AUTOMATED.test(userAgent)
