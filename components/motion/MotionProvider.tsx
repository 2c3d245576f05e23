'use client'

import { LazyMotion, MotionConfig } from 'framer-motion'

const loadFeatures = () => import('./features').then((module) => module.default)

/** framer-motion for the `m` components below: animation features load lazily, and reduced motion is honoured. */
export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
