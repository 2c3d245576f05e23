import { create } from 'qrcode'

/**
 * A QR code drawn as one SVG path from the `qrcode` library's module matrix (no image request, no inner HTML),
 * dark on white with the quiet zone scanners need.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const span = modules.size + quiet * 2
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
      className="rounded-lg"
      data-qr-text={text}
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
