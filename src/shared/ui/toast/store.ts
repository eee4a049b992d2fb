'use client'
import { useSyncExternalStore } from 'react'

export type Toast = { id: number; title?: string; description: string; variant: 'default' | 'destructive' }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast from anywhere in the client (forms, like buttons). */
export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void {
  toasts = [...toasts, { ...input, id: nextId++, variant: input.variant ?? 'default' }].slice(-3)
  emit()
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((entry) => entry.id !== id)
  emit()
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
}
