// The data sheet of one item code (src/catalogue/data-sheet): made on first request, kept until a save expires it.
export { GET } from '@/catalogue/data-sheet/route'
