// The printed colour card of a product (src/colours/card-pdf): made on first request, kept until a save expires it.
export { GET } from '@/colours/card-pdf/route'
