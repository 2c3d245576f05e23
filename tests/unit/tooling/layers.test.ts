import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layers eslint.config.mjs keeps: a new import the wrong way fails `npm run lint`. */
const eslint = new ESLint({ cwd: process.cwd() })

/** What ESLint's rule `ruleId` says of `source` were it the file `file`, one message each. */
const errorsOf = (ruleId: string) => async (file: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: file })
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message)
}

const layerErrors = errorsOf('import/no-restricted-paths')

describe('import layers', () => {
  it.each([
    [
      'lib/example.ts',
      "import { HeroSection } from '@/components/sections/HeroSection'\nexport const x = HeroSection\n",
    ],
    ['lib/example.ts', "import { schemaTypes } from '@/schemas'\nexport const x = schemaTypes\n"],
    ['components/example.ts', "import { seedDocuments } from '@/studio/seed'\nexport const x = seedDocuments\n"],
    ['components/example.ts', "import '@/app/globals.css'\n"],
    ['schemas/example.ts', "import { PostList } from '@/components/blog/PostList'\nexport const x = PostList\n"],
    [
      'schemas/example.ts',
      "import { SectionPicker } from '@/studio/experiments/SectionPicker'\nexport const x = SectionPicker\n",
    ],
  ])('refuses %s importing up or across: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toHaveLength(1)
  })

  it.each([
    [
      'app/example.ts',
      "import { HeroSection } from '@/components/sections/HeroSection'\nexport const x = HeroSection\n",
    ],
    ['components/example.ts', "import { postCardFields } from '@/lib/sanity/cards'\nexport const x = postCardFields\n"],
    ['lib/example.ts', "import { seedDocuments } from '@/studio/seed'\nexport const x = seedDocuments\n"],
    ['schemas/example.ts', "import { ICON_NAMES } from '@/lib/site/icons'\nexport const x = ICON_NAMES\n"],
  ])('allows %s importing down: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([])
  })
})

/** The imports eslint.config.mjs forbids by name: content readers in components, the Studio in schemas and lib. */
const restrictedImportErrors = errorsOf('@typescript-eslint/no-restricted-imports')

describe('routes fetch', () => {
  const fetchErrors = restrictedImportErrors

  it('refuses a component that reads content itself', async () => {
    const source = "import { getSiteChrome } from '@/lib/sanity/content/site'\nexport const x = getSiteChrome\n"
    expect(await fetchErrors('components/example.ts', source)).toHaveLength(1)
    expect(await fetchErrors('app/example.ts', source)).toEqual([])
  })

  it('lets a component name a reader’s result type', async () => {
    const source =
      "import type { getSiteChrome } from '@/lib/sanity/content/site'\nexport type X = typeof getSiteChrome\n"
    expect(await fetchErrors('components/example.ts', source)).toEqual([])
  })
})

describe('schemas without the Studio', () => {
  const sanityErrors = restrictedImportErrors

  it('refuses a schema or lib module defining a type with `sanity`, which loads the whole Studio', async () => {
    const source = "import { defineType } from 'sanity'\nexport const x = defineType\n"
    expect(await sanityErrors('schemas/example.ts', source)).toHaveLength(1)
    expect(await sanityErrors('lib/example.ts', source)).toHaveLength(1)
    expect(await sanityErrors('studio/example.ts', source)).toEqual([])
  })

  it('lets them name its types, and define with @sanity/types', async () => {
    const typeOnly = "import type { StringInputProps } from 'sanity'\nexport type X = StringInputProps\n"
    const types = "import { defineType } from '@sanity/types'\nexport const x = defineType\n"
    expect(await sanityErrors('schemas/example.ts', typeOnly)).toEqual([])
    expect(await sanityErrors('schemas/example.ts', types)).toEqual([])
  })
})

describe("the Studio's tests, which share their modules", () => {
  const sharingErrors = errorsOf('no-restricted-syntax')

  it.each([
    "import { vi } from 'vitest'\nvi.mock('@/lib/sanity/fetch')\n",
    "import { vi } from 'vitest'\nvi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc')\n",
    "import { vi } from 'vitest'\nvi.useFakeTimers()\n",
    "process.env.NEXT_PUBLIC_SANITY_DATASET = 'staging'\n",
  ])('refuses a test in tests/unit/studio that mocks or changes the environment: %s', async (source) => {
    expect(await sharingErrors('tests/unit/studio/example.test.ts', source)).toHaveLength(1)
    expect(await sharingErrors('tests/unit/payments/example.test.ts', source)).toEqual([])
  })
})
