// The public write paths at 32 connections: a like, a newsletter sign-up
// (a new address each time), a contact message, and the interest beacon a
// product page sends after load (a view of an Active product: the key is
// looked up, then the day's row counted up).
import { measureLoad } from './load.mjs'

/** siteOrigin: what a browser on the site names in Origin (the app refuses any other). */
export async function measureWrites({ port, host, newsId, productSlug, seconds, run, siteOrigin = `http://${host}` }) {
  const origin = `http://127.0.0.1:${port}`
  const headers = { 'content-type': 'application/json', origin: siteOrigin }
  return {
    like: await measureLoad({
      origin, host, seconds, method: 'POST', headers,
      path: `/api/news-items/${newsId}/like`,
      body: (index) => JSON.stringify({ action: index % 2 ? 'like' : 'unlike' }),
    }),
    subscribe: await measureLoad({
      origin, host, seconds, method: 'POST', headers,
      path: '/api/newsletter-subscribers/subscribe',
      body: (index) => JSON.stringify({ email: `bench-${run}-${index}@example.com` }),
    }),
    contact: await measureLoad({
      origin, host, seconds, method: 'POST', headers,
      path: '/api/contact-messages/submit',
      body: (index) =>
        JSON.stringify({ name: 'Bench Buyer', email: `buyer-${run}-${index}@example.com`, subject: 'Sample cones', message: 'Please send samples of the gold lamé thread.' }),
    }),
    beacon: await measureLoad({
      origin, host, seconds, method: 'POST',
      // A browser's user agent: a program's is answered without being counted.
      headers: { ...headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' },
      path: '/api/insights/beacon',
      body: () => JSON.stringify({ figure: 'view', key: productSlug }),
    }),
  }
}
