import { ariaNaming, definePlugin, HtmlValidate, Rule, type DOMReadyEvent, type RuleDocumentation } from 'html-validate'

/**
 * ARIA in HTML prohibits naming elements whose role is generic, paragraph, code and the like (a `<pre>`, a `<div>`, a
 * `<p>`): assistive technologies ignore the name. html-validate's own `aria-label-misuse` lets any element with a
 * `tabindex` through, which is how a focusable `<pre aria-label>` passed; this rule goes by the role alone.
 */
class NoNameOnProhibitedRole extends Rule {
  documentation(): RuleDocumentation {
    return {
      description:
        'This element’s role may not be named (ARIA in HTML), focusable or not: name a wrapping figure or region instead.',
    }
  }

  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll('[aria-label], [aria-labelledby]'))
        if (ariaNaming(element) === 'prohibited')
          this.report(element, `<${element.tagName}> may not be named: its role prohibits a name`)
    })
  }
}

const siteRules = definePlugin({ name: 'site', rules: { 'site/no-name-on-prohibited-role': NoNameOnProhibitedRole } })

/**
 * html-validate with its `standard` preset (the HTML standard's content models, attributes and values, and ARIA's
 * rules for them), not `recommended`, whose further rules are about how markup is written (quoting, inline styles,
 * self-closing tags): the pages are React's and Next's output, not hand-written HTML.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  plugins: [siteRules],
  rules: { 'site/no-name-on-prohibited-role': 'error' },
})

/** What the validator finds in a page's HTML, one line per error: "rule (line:column) message: selector". */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} (${message.line}:${message.column}) ${message.message}: ${message.selector ?? ''}`,
    ),
  )
}
