import axe from 'axe-core';
import { expect } from 'chai';

/** Fails with the list of violations when axe-core finds any in the element (shadow roots included). */
export async function expectAccessible(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
  expect(violations, violations.join('\n')).to.deep.equal([]);
}
