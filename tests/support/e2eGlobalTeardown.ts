import { assertNothingRefused } from './loopbackOnlyRun'

export default function globalTeardown() {
  assertNothingRefused()
}
