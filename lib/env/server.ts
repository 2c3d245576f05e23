import 'server-only'
import { parseEnv } from './schema'

export type { Env } from './schema'

/** The server's environment, validated once: every variable, secrets included. Never imported by a client module. */
export const env = parseEnv(process.env)
