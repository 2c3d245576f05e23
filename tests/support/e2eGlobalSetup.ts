import { startRefusedHostsLog } from './loopbackOnlyRun'

export default function globalSetup() {
  startRefusedHostsLog()
}
