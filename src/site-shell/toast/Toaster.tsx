'use client'
import * as ToastPrimitive from '@radix-ui/react-toast'
import { CloseIcon } from '../components/icons'
import { dismissToast, useToasts } from './store'

/** The labels are the page's language: Radix's defaults are English ("Notifications (F8)"). */
export function Toaster({ dismissLabel, regionLabel, toastLabel }: { dismissLabel: string; regionLabel: string; toastLabel: string }) {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" label={toastLabel}>
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
          data-variant={entry.variant}
          className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
            entry.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-gold/40 bg-white text-ink'
          }`}
        >
          <div className="flex-1">
            {entry.title && <ToastPrimitive.Title className="font-semibold">{entry.title}</ToastPrimitive.Title>}
            <ToastPrimitive.Description className="text-sm">{entry.description}</ToastPrimitive.Description>
          </div>
          <ToastPrimitive.Close aria-label={dismissLabel} className="rounded p-1 hover:bg-black/5">
            <CloseIcon width={16} height={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport label={regionLabel} className="fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  )
}
