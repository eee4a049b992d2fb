'use client'
import { useEffect, useState } from 'react'

type ProductOption = { id: number; name?: string | null }

/** The products as options of the item codes' product filter, by name, in the content language chosen in the admin. */
export function ProductOptions() {
  const [products, setProducts] = useState<ProductOption[]>([])
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/products?pagination=false&depth=0&sort=name&select[name]=true', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { docs?: ProductOption[] } | null) => setProducts(body?.docs ?? []))
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  return (
    <>
      {products.map((product) => (
        <option key={product.id} value={String(product.id)}>
          {product.name || `#${product.id}`}
        </option>
      ))}
    </>
  )
}
