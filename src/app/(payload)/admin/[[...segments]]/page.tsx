import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { withCompanyBrand } from '@/admin/brand/admin-metadata'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

// Payload's metadata for the screen, with the company's brand from the settings in the tab title (see withCompanyBrand).
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  withCompanyBrand(await generatePageMetadata({ config, params, searchParams }), await config)

export default function Page({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap })
}
