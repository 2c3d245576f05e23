import { mountToaster } from './ToasterSlot'

/**
 * react-hot-toast's `toast`, loaded when a component first shows one rather than with every page, once the
 * toaster that displays it is in the layout's slot.
 */
export async function loadToast() {
  const { Toaster, toast } = await import('./Toaster')
  mountToaster(Toaster)
  return toast
}
