// The size budgets of issue 6, checked on every test run: they are
// deterministic (gzip -9 of the very files the page requested), unlike the
// timings, which only the benchmark measures.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUDGETS } from '../../bench/budgets.mjs';
import { sizeFigures } from '../../bench/figures/size.mjs';
import { loggedInState } from '../../bench/lib/browser.mjs';
import { startStack } from './helpers.mjs';

describe('size budgets', () => {
  let stack;
  let figures;
  before(async () => {
    stack = await startStack();
    figures = await sizeFigures({ stack, storageState: await loggedInState(stack) });
  });
  after(() => stack?.close());

  it('measures the console on the users list and every element alone', () => {
    assert.ok(
      figures.some((figure) => figure.id === 'size.console.gzip'),
      JSON.stringify(figures),
    );
    assert.ok(figures.some((figure) => figure.id.startsWith('size.element.')));
  });

  it('keeps <jms-session-audit> alone within its budget, its replay players out of its first load', () => {
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure.value]));
    assert.ok(byId['size.element.jms-session-audit.gzip'] <= BUDGETS.elementAloneGzip.max, `${byId['size.element.jms-session-audit.gzip']} B`);
    assert.equal(byId['size.element.jms-session-audit.engines'], 0);
  });

  it('keeps every size within its budget', () => {
    const over = figures
      .filter((figure) => figure.budget)
      .filter((figure) => !(figure.value <= BUDGETS[figure.budget].max))
      .map((figure) => `${figure.label}: ${figure.value} > ${BUDGETS[figure.budget].max}`);
    assert.deepEqual(over, []);
  });
});
