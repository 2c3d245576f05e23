'use client'

import { AnimatePresence, m } from 'framer-motion'
import { MotionProvider } from '@/components/motion/MotionProvider'

/**
 * The small-screen menu's panel, fading and sliding in and out. Loaded by the header the first time the menu
 * opens, so framer-motion is not part of any page's first load.
 */
export default function MobileMenu({ open, children }: { open: boolean; children: React.ReactNode }) {
  return (
    <MotionProvider>
      <AnimatePresence initial={false}>
        {open && (
          <m.div
            id="mobile-menu"
            key="mobile-menu"
            // Fade and slide only: animating to height "auto" makes framer-motion measure the page and
            // reset the scroll position, which would cancel the scroll to the chosen section.
            initial={{ opacity: 0, y: -8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -8 }}
            transition={{ duration: 0.2 }}
            className="border-y border-white/10 bg-space-950 md:hidden"
          >
            {children}
          </m.div>
        )}
      </AnimatePresence>
    </MotionProvider>
  )
}
