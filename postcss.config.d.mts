import type { PluginCreator } from 'postcss'

export declare const dropColorMixTwins: PluginCreator<void>

declare const config: { plugins: unknown[] }
export default config
