import { Check as check, Copy as copy } from 'lucide'
import { lucideIcon } from '@/components/ui/lucideIcon'
import { CopyToClipboard } from './CopyToClipboard'

const Check = lucideIcon(check)
const Copy = lucideIcon(copy)

/**
 * Copies text to the clipboard and says so, visibly and to screen readers. Not a client component itself: on a server
 * component's page the icons are drawn on the server, and their drawing stays out of the page's JavaScript.
 */
export function CopyButton(props: { text: string; copyLabel: string; copiedLabel: string }) {
  return (
    <CopyToClipboard
      {...props}
      className="inline-flex items-center gap-1.5 rounded-md border border-white/15 px-2.5 py-1 text-xs font-medium text-ink-300 hover:border-white/40 hover:text-white"
      icons={{
        copy: <Copy aria-hidden="true" className="size-3.5" />,
        copied: <Check aria-hidden="true" className="size-3.5" />,
      }}
    />
  )
}
