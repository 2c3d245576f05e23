import { describe, expect, it } from 'vitest'
import {
  conflictProblem,
  lockedVariantsProblem,
  splitProblem,
  startProblem,
  variantsProblem,
  type ExperimentInput,
  type VariantInput,
} from '@/lib/experiments/rules'

const hero = (heading: string) => [{ _key: 'h', _type: 'heroSection', heading }]
const variants = (weights = [50, 50]): VariantInput[] => [
  { variantId: 'control', label: 'As it is', weight: weights[0] },
  { variantId: 'b', label: 'Shorter', weight: weights[1], content: hero('Shorter') },
]
const onHomeHero = { page: { _ref: 'homePage' }, sectionKey: 'hero' }
const experiment = (overrides: Partial<ExperimentInput> = {}): ExperimentInput => ({
  _id: 'drafts.e1',
  name: 'Shorter hero',
  state: 'draft',
  target: onHomeHero,
  variants: variants(),
  ...overrides,
})

describe('experiment rules', () => {
  it('the split is whole percents adding up to 100', () => {
    expect(splitProblem(variants([50, 50]))).toBeNull()
    expect(splitProblem(variants([60, 50]))).toMatch(/add up to 110 %/)
    expect(splitProblem(variants([50.5, 49.5]))).toMatch(/whole percent/)
    expect(splitProblem(variants([-10, 110]))).toMatch(/whole percent/)
  })

  it('a variant has the type of what it replaces; the control is the page as it is', () => {
    expect(variantsProblem(variants(), { sectionType: 'heroSection' })).toBeNull()
    expect(variantsProblem(variants(), { sectionType: 'faqSection' })).toMatch(
      /is a heroSection, but it replaces a faqSection/,
    )
    expect(variantsProblem([variants()[0]], { sectionType: 'heroSection' })).toMatch(/two variants at least/)
    expect(variantsProblem([variants()[1], variants()[0]], { sectionType: 'heroSection' })).toMatch(
      /first variant is the control/,
    )
    expect(
      variantsProblem([{ ...variants()[0], content: hero('x') }, variants()[1]], { sectionType: 'heroSection' }),
    ).toMatch(/leave its content empty/)
    expect(variantsProblem([variants()[0], { ...variants()[1], content: [] }], { sectionType: 'heroSection' })).toMatch(
      /exactly one section/,
    )
    expect(variantsProblem([variants()[0], { ...variants()[1], variantId: 'control' }], undefined)).toMatch(/same id/)
    expect(variantsProblem([variants()[0], { ...variants()[1], variantId: 'Big B' }], undefined)).toMatch(
      /not a variant id/,
    )
  })

  it('a field target’s variants are texts of the field’s kind: one line for a single-line field', () => {
    const label = { path: 'buttons[_key=="b1"].label', multiline: false }
    const texts = (value: string | null): VariantInput[] => [
      { variantId: 'control', weight: 50 },
      { variantId: 'b', weight: 50, value },
    ]
    expect(variantsProblem(texts('Start Your Free Trial'), { sectionType: 'heroSection', field: label })).toBeNull()
    expect(variantsProblem(texts('  '), { field: label })).toMatch(/“b” needs its text: it replaces one field/)
    expect(variantsProblem(texts(null), { field: label })).toMatch(/needs its text/)
    expect(variantsProblem(texts('Start\nfree'), { field: label })).toMatch(
      /“b” has line breaks, but it replaces a single-line field: a variant has the type of what it replaces/,
    )
    // Paragraphs where the field takes them, and where its kind is not known yet (the field not found).
    expect(variantsProblem(texts('Start\nfree'), { field: { ...label, multiline: true } })).toBeNull()
    expect(variantsProblem(texts('Start\nfree'), { field: { path: label.path } })).toBeNull()
    // The control is the page as it is; a section left in a variant from before the field was chosen is not used.
    expect(variantsProblem([{ ...texts('x')[0], value: 'x' }, texts('y')[1]], { field: label })).toMatch(
      /leave its content empty/,
    )
    expect(variantsProblem([texts('x')[0], { ...texts('y')[1], content: hero('x') }], { field: label })).toBeNull()
    // …and a section target does not need texts.
    expect(
      variantsProblem([variants()[0], { ...variants()[1], value: null }], { sectionType: 'heroSection' }),
    ).toBeNull()
  })

  it('no two running experiments change the same section', () => {
    const running = [experiment({ _id: 'e2', name: 'Other hero test', state: 'running' })]
    expect(conflictProblem(experiment(), running)).toMatch(/“Other hero test” is already running/)
    // Another section of the same page, or the experiment itself (its draft against its published self), is fine.
    expect(conflictProblem(experiment({ target: { ...onHomeHero, sectionKey: 'faq' } }), running)).toBeNull()
    expect(conflictProblem(experiment({ _id: 'drafts.e2' }), running)).toBeNull()
  })

  it('a started experiment’s variants and shares cannot be edited', () => {
    const published = experiment({ _id: 'e1', state: 'running' })
    expect(lockedVariantsProblem(published, variants())).toBeNull()
    // A new split is a new experiment: the shares are fixed once it runs.
    expect(lockedVariantsProblem(published, variants([30, 70]))).toMatch(/variants and their shares are fixed/)
    const edited = variants()
    edited[1] = { ...edited[1], content: hero('Edited') }
    expect(lockedVariantsProblem(published, edited)).toMatch(/fixed\. To test other variants or another split/)
    expect(lockedVariantsProblem(published, [...variants([50, 25]), { variantId: 'c', weight: 25 }])).toMatch(
      /are fixed/,
    )
    // The same content written with its keys in another order is no edit.
    const reordered = variants()
    reordered[1] = { ...reordered[1], content: [{ heading: 'Shorter', _type: 'heroSection', _key: 'h' }] }
    expect(lockedVariantsProblem(published, reordered)).toBeNull()
    // A field target's text is locked too.
    const onField = experiment({
      _id: 'e1',
      state: 'running',
      variants: [variants()[0], { variantId: 'b', weight: 50, value: 'Go' }],
    })
    expect(lockedVariantsProblem(onField, [variants()[0], { variantId: 'b', weight: 50, value: 'Go now' }])).toMatch(
      /are fixed/,
    )
    // Stopped: still what was measured (its frozen results and Choose winner use them).
    expect(lockedVariantsProblem({ ...published, state: 'stopped' }, edited)).toMatch(/are fixed/)
    // A draft: free to edit.
    expect(lockedVariantsProblem({ ...published, state: 'draft' }, edited)).toBeNull()
  })

  it('an experiment starts only from draft, complete and alone on its section', () => {
    const context = { targetType: 'heroSection', running: [] }
    expect(startProblem(experiment(), context)).toBeNull()
    expect(startProblem(experiment({ state: 'running' }), context)).toMatch(/already running/)
    expect(startProblem(experiment({ state: 'stopped' }), context)).toMatch(/stays stopped/)
    expect(startProblem(experiment({ target: { page: { _ref: 'homePage' } } }), context)).toMatch(/Choose the page/)
    expect(startProblem(experiment(), { ...context, targetType: undefined })).toMatch(/no longer on the page/)
    expect(startProblem(experiment({ variants: variants([50, 40]) }), context)).toMatch(/add up to 90/)
    expect(
      startProblem(experiment(), { ...context, running: [experiment({ _id: 'e9', name: 'Rival', state: 'running' })] }),
    ).toMatch(/“Rival” is already running/)
    // A field target: the field must be a text of the section, and each variant's text of its kind.
    const onLabel = experiment({
      target: { ...onHomeHero, field: 'buttons[_key=="b1"].label' },
      variants: [variants()[0], { variantId: 'b', weight: 50, value: 'Start\nnow' }],
    })
    expect(startProblem(onLabel, { ...context, targetField: null })).toMatch(/field it changes is no longer/)
    expect(startProblem(onLabel, { ...context, targetField: { multiline: false } })).toMatch(/line breaks/)
    expect(startProblem(onLabel, { ...context, targetField: { multiline: true } })).toBeNull()
  })
})
