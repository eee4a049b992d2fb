import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { answerAnonymousAccessList } from '@/infrastructure/anonymous-access-list'
import { guardRestRequest } from '@/infrastructure/request-guard'
import { admitMultipart } from '@/media/multipart-admission'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

// The checks read only the address and the headers: a refused request's body is never read.
const guarded =
  (handler: Handler): Handler =>
  async (request, context) => {
    const refused = guardRestRequest(request, await config)
    if (refused) return refused
    const payload = await getPayload({ config })
    return (await answerAnonymousAccessList(request, payload)) ?? (await admitMultipart(request, payload)) ?? handler(request, context)
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
