import config from '@payload-config'
import { getPayload } from 'payload'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await getPayload({ config })
  const settings = await payload.findGlobal({ slug: 'general-settings', overrideAccess: false, depth: 0 })
  return (
    <main>
      <h1>{settings.companyName}</h1>
      <p>{settings.companyDescription}</p>
    </main>
  )
}
