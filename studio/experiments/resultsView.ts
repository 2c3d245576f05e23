import type { DefaultDocumentNodeResolver } from 'sanity/structure'
import ResultsView from './ResultsView'

/**
 * The panes of a document: an experiment gets a "Results" view beside its form (studio/experiments/ResultsView.tsx,
 * docs/marketers/experiments.md "Reading the results"); every other type keeps the form alone.
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'experiment'
    ? S.document().views([S.view.form(), S.view.component(ResultsView).id('results').title('Results')])
    : S.document()
