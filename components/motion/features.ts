// Loaded on demand by MotionProvider, so framer-motion's animation engine stays out of the first page load.
export { domAnimation as default } from 'framer-motion'
