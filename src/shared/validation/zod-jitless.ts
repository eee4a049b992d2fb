import * as z from 'zod/mini'

/**
 * Zod 4 compiles object parsers with `new Function` where it may, and probes
 * for that ability on the first parse. The site's Content-Security-Policy
 * forbids eval, so in the browser the probe itself is reported as a
 * violation. Without the compiled parsers, parsing a form or a response is
 * still well under a millisecond. Imported for its effect by every schema
 * module that reaches the browser.
 */
z.config({ jitless: true })
