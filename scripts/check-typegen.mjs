/**
 * Fails when the committed schema extract or query types (sanity/) are out of date with the schemas
 * and queries. It regenerates them in place, so the fix is to commit what it leaves behind.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = ['sanity/schema.json', 'sanity/types.ts']
const read = (file) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

const before = generated.map(read)
execFileSync('npm', ['run', '--silent', 'typegen'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DO_NOT_TRACK: '1' },
})
const stale = generated.filter((file, index) => read(file) !== before[index])

if (stale.length) {
  console.error(
    `Generated Sanity types were stale: ${stale.join(', ')}. They are now regenerated; review and commit them.`,
  )
  process.exit(1)
}
console.log('Sanity schema extract and query types are up to date.')
