import { describe, expect, it } from 'vitest'
import {
  chooseWinnerActions,
  chooseWinnerProblem,
  startActions,
  stopActions,
  type WinnerExperiment,
} from '@/lib/experiments/actions'

const now = new Date('2026-11-26T05:00:00Z')
const winnerHero = { _key: 'v', _type: 'heroSection', heading: 'Shorter' }
const experiment: WinnerExperiment = {
  _id: 'exp-hero',
  name: 'Shorter hero',
  state: 'running',
  target: { page: { _ref: 'homePage' }, sectionKey: 'hero1' },
  variants: [
    { variantId: 'control', weight: 50 },
    { variantId: 'b', weight: 50, content: [winnerHero] },
  ],
}
const page = { sections: [{ _key: 'hero1', _type: 'heroSection' }], hasDraft: false }

describe('the experiment actions’ transactions', () => {
  it('start and stop edit the draft and publish it, in one transaction', () => {
    expect(startActions('drafts.exp-hero', now)).toEqual([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.exp-hero',
        publishedId: 'exp-hero',
        patch: { set: { state: 'running', startedAt: now.toISOString() } },
      },
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.exp-hero', publishedId: 'exp-hero' },
    ])
    expect(stopActions('exp-hero', now, { json: '[]' })[0]).toMatchObject({
      patch: { set: { state: 'stopped', stoppedAt: now.toISOString(), frozenResults: { json: '[]' } } },
    })
  })

  it('choose winner puts the variant in place of the section, publishes the page, and stops the experiment', () => {
    const actions = chooseWinnerActions(experiment, 'b', now)
    expect(actions.map((action) => [action.actionType, 'publishedId' in action && action.publishedId])).toEqual([
      ['sanity.action.document.edit', 'homePage'],
      ['sanity.action.document.publish', 'homePage'],
      ['sanity.action.document.edit', 'exp-hero'],
      ['sanity.action.document.publish', 'exp-hero'],
    ])
    expect(actions[0]).toMatchObject({
      patch: { set: { 'sections[_key=="hero1"]': { ...winnerHero, _key: 'hero1' } } },
    })
    expect(actions[2]).toMatchObject({
      patch: { set: { winner: 'b', state: 'stopped', stoppedAt: now.toISOString() } },
    })
  })

  it('the control as winner leaves the page alone; a stopped experiment keeps its stop date', () => {
    const actions = chooseWinnerActions({ ...experiment, state: 'stopped' }, 'control', now)
    expect(actions).toHaveLength(2)
    expect(actions[0]).toMatchObject({ publishedId: 'exp-hero', patch: { set: { winner: 'control' } } })
    expect(JSON.stringify(actions)).not.toContain('stoppedAt')
  })

  it('choose winner of a field target sets that field of the section only', () => {
    const onLabel: WinnerExperiment = {
      ...experiment,
      target: { ...experiment.target, field: 'buttons[_key=="b1"].label' },
      variants: [
        { variantId: 'control', weight: 50 },
        { variantId: 'b', weight: 50, value: 'Start Your Free Trial' },
      ],
    }
    const actions = chooseWinnerActions(onLabel, 'b', now)
    expect(actions[0]).toEqual({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.homePage',
      publishedId: 'homePage',
      patch: { set: { 'sections[_key=="hero1"].buttons[_key=="b1"].label': 'Start Your Free Trial' } },
    })
    const withButton = {
      ...page,
      sections: [{ ...page.sections[0], buttons: [{ _key: 'b1', label: 'Get Started', href: '/trial' }] }],
    }
    expect(chooseWinnerProblem(onLabel, 'b', withButton)).toBeNull()
    expect(chooseWinnerProblem(onLabel, 'b', page)).toMatch(/field it changes is no longer in that section/)
    const noText = { ...onLabel, variants: [onLabel.variants![0], { variantId: 'b', weight: 50, value: '' }] }
    expect(chooseWinnerProblem(noText, 'b', withButton)).toMatch(/no text/)
  })

  it('refuses a winner that cannot be published cleanly', () => {
    expect(chooseWinnerProblem(experiment, 'b', page)).toBeNull()
    expect(chooseWinnerProblem({ ...experiment, winner: 'b' }, 'b', page)).toMatch(/chosen already/)
    expect(chooseWinnerProblem({ ...experiment, state: 'draft' }, 'b', page)).toMatch(/has not run/)
    expect(chooseWinnerProblem(experiment, 'z', page)).toMatch(/no variant “z”/)
    expect(chooseWinnerProblem(experiment, 'b', { ...page, hasDraft: true })).toMatch(
      /not published: publish or discard/,
    )
    expect(chooseWinnerProblem(experiment, 'b', { ...page, sections: [] })).toMatch(/no longer on the page/)
    expect(chooseWinnerProblem(experiment, 'b', null)).toMatch(/not published/)
  })
})
