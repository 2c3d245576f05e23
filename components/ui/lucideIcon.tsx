import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

/**
 * A Lucide icon as plain SVG. lucide-react draws its icons in a client component, so every icon on a page
 * brought that code to the browser and its drawing into the page's data twice; this is static markup, also
 * usable in a client component. The stroke style and the default size are the `icon` class (globals.css).
 */
export function lucideIcon(node: IconNode): IconComponent {
  return function Icon({ className, ...props }) {
    return (
      <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'} {...props}>
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
}
