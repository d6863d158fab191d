import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { DateRangePicker } from '../../../src/blocks/date-range/date-range-picker';
import { defaultRange, rangeQuery, shortcutRange, type DateRange } from '../../../src/blocks/date-range/date-range-values';
import { changeRange, fromLocalInput, toLocalInput } from '../../../src/blocks/date-range/local-input';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

const NOW = new Date(2024, 4, 15, 13, 45, 10);

describe('the date range', () => {
  it('defaults to 7 days back, from 00:00:01, to 1 day ahead, until 23:59:59', () => {
    const range = defaultRange(NOW);
    expect(toLocalInput(range.from)).to.equal('2024-05-08T00:00:01');
    expect(toLocalInput(range.to)).to.equal('2024-05-16T23:59:59');
  });

  it('has shortcuts for the last 1, 7, 30, 90, 183 and 365 days', () => {
    expect([1, 7, 30, 90, 183, 365].map((days) => toLocalInput(shortcutRange(days, NOW).from))).to.deep.equal([
      '2024-05-14T00:00:01',
      '2024-05-08T00:00:01',
      '2024-04-15T00:00:01',
      '2024-02-15T00:00:01',
      '2023-11-14T00:00:01',
      '2023-05-16T00:00:01',
    ]);
    expect(toLocalInput(shortcutRange(30, NOW).to)).to.equal('2024-05-15T23:59:59');
  });

  it('ignores invalid dates and changes that would run backwards; it cannot be emptied', () => {
    const range = defaultRange(NOW);
    expect(fromLocalInput('2024-02-30T10:00:00')).to.equal(undefined);
    expect(fromLocalInput('yesterday')).to.equal(undefined);
    expect(changeRange(range, 'from', '')).to.equal(range);
    expect(changeRange(range, 'from', '2024-13-01T00:00:00')).to.equal(range);
    expect(changeRange(range, 'from', '2024-06-01T00:00:00')).to.equal(range);
    expect(toLocalInput(changeRange(range, 'from', '2024-05-01T08:30:00').from)).to.equal('2024-05-01T08:30:00');
    expect(rangeQuery(range)).to.deep.equal({ dateFrom: range.from.toISOString(), dateTo: range.to.toISOString() });
  });

  it('opens with the keyboard, applies a shortcut and a typed date', async () => {
    const changes: DateRange[] = [];
    function Harness() {
      const [range, setRange] = useState(() => defaultRange(NOW));
      return (
        <DateRangePicker
          value={range}
          onChange={(next) => {
            changes.push(next);
            setRange(next);
          }}
        />
      );
    }
    const view = await render(<Harness />);
    const trigger = view.container.querySelector<HTMLButtonElement>('button')!;
    expect(trigger.textContent).to.equal('2024-05-08 00:00:01 ~ 2024-05-16 23:59:59');
    trigger.focus();
    await act(() => sendKeys({ press: 'Enter' }));
    const panel = await waitFor(() => view.container.querySelector<HTMLElement>('[role=dialog]:not([hidden])'));
    const shortcuts = [...panel.querySelectorAll<HTMLButtonElement>('[role=group] button')];
    expect(shortcuts.map((button) => button.textContent)).to.deep.equal(['Last day', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 183 days', 'Last 365 days']);
    await act(async () => shortcuts[2]!.click());
    expect(changes).to.have.length(1);
    expect(changes[0]!.to.getHours()).to.equal(23);
    const from = panel.querySelector<HTMLInputElement>('input')!;
    expect(from.type).to.equal('datetime-local');
    await expectAccessible(view.container);
    await view.unmount();
  });
});
