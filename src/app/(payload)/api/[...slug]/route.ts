import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRestRequest } from '@/infrastructure/request-guard'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const guarded =
  (handler: Handler): Handler =>
  async (request, context) =>
    guardRestRequest(request, await config) ?? handler(request, context)

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
