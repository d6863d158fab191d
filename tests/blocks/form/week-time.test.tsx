import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { formatTimePeriods, parseTimePeriods } from '../../../src/core/time-period';
import { timePeriodText } from '../../../src/core/time-period-text';
import { makeFieldMeta } from '../../../src/core/metadata';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import { FormFieldRow } from '../../../src/blocks/form/form-field-row';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click } from '../helpers/signed-in';

// RuleSerializer's time_period as the project's backend describes it, with the ACL form's override.
const TIME_PERIOD = makeFormField(makeFieldMeta('time_period', { type: 'json', label: 'Time Period', default: [] }), { widget: 'week-time' });
const WEEKDAYS = ['08:00~12:00、13:00~18:00', '08:00~12:00、13:00~18:00', '08:00~12:00、13:00~18:00', '08:00~12:00、13:00~18:00', '08:00~12:00、13:00~18:00'];

function Harness({ initial, sent }: { initial: unknown; sent: unknown[] }) {
  const [value, setValue] = useState(() => initialValues([TIME_PERIOD], { time_period: initial }).time_period);
  return (
    <FormFieldRow
      field={TIME_PERIOD}
      value={value}
      onChange={(next) => {
        setValue(next);
        sent.push(buildBody([TIME_PERIOD], { time_period: next }).time_period);
      }}
      onBlur={() => undefined}
    />
  );
}

const cellOf = (root: HTMLElement, label: string) => root.querySelector<HTMLElement>(`[role=gridcell][aria-label="${label}"]`)!;
const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};

describe('the week grid of a login rule', () => {
  it('reads and writes JumpServer’s lines: a weekday each, Sunday 0, an end of 00:00 the day’s end', () => {
    const week = parseTimePeriods([...WEEKDAYS.map((value, index) => ({ id: index + 1, value })), { id: 0, value: '00:00~00:00' }, { id: 6, value: '' }]);
    expect(week[0]!.map((on, slot) => (on ? slot : -1)).filter((slot) => slot >= 0)).to.deep.equal([16, 17, 18, 19, 20, 21, 22, 23, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]);
    expect(week[6]!.every(Boolean)).to.equal(true);
    expect(formatTimePeriods(week)).to.deep.equal([...WEEKDAYS.map((value, index) => ({ id: index + 1, value })), { id: 6, value: '' }, { id: 0, value: '00:00~00:00' }]);
    expect(formatTimePeriods(parseTimePeriods([]))).to.deep.equal([]);
    // Off the half hour, a span widens to the half hours it touches.
    expect(formatTimePeriods(parseTimePeriods([{ id: 3, value: '08:10~08:40' }]))[2]).to.deep.equal({ id: 3, value: '08:00~09:00' });
    expect(timePeriodText([{ id: 0, value: '00:00~08:00' }])).to.equal('Sun 00:00~08:00');
  });

  it('turns a box of half hours on with a drag of the mouse, and off with another', async () => {
    const sent: unknown[] = [];
    const view = await render(<Harness initial={[]} sent={sent} />);
    const root = view.container;
    expect(root.querySelector('[role=grid]')?.getAttribute('aria-labelledby')).to.be.a('string');
    await sendMouse({ type: 'move', position: centre(cellOf(root, 'Monday 08:00–08:30')) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: centre(cellOf(root, 'Friday 09:30–10:00')) });
    await sendMouse({ type: 'up' });
    await act(() => new Promise((done) => setTimeout(done, 20)));
    const lines = sent.at(-1) as { id: number; value: string }[];
    expect(lines.filter((line) => line.value)).to.deep.equal([1, 2, 3, 4, 5].map((id) => ({ id, value: '08:00~10:00' })));
    expect(cellOf(root, 'Wednesday 09:00–09:30').getAttribute('aria-selected')).to.equal('true');
    expect(root.textContent).to.contain('Mon 08:00~10:00; Tue 08:00~10:00');
    await sendMouse({ type: 'move', position: centre(cellOf(root, 'Monday 08:00–08:30')) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: centre(cellOf(root, 'Friday 08:30–09:00')) });
    await sendMouse({ type: 'up' });
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect((sent.at(-1) as { value: string }[]).filter((line) => line.value).map((line) => line.value)).to.deep.equal(Array(5).fill('09:00~10:00'));
    await click(byText(root, 'button', 'Clear'));
    expect(sent.at(-1)).to.deep.equal([]);
    await click(byText(root, 'button', 'Select all'));
    expect((sent.at(-1) as { value: string }[]).map((line) => line.value)).to.deep.equal(Array(7).fill('00:00~00:00'));
    await view.unmount();
  });

  it('is one stop for the keyboard: arrows move, Space turns on or off, Shift with an arrow carries the state along', async () => {
    const sent: unknown[] = [];
    const view = await render(<Harness initial={[{ id: 2, value: '08:00~09:00' }]} sent={sent} />);
    const root = view.container;
    const stops = [...root.querySelectorAll('[role=gridcell]')].filter((cell) => cell.getAttribute('tabindex') === '0');
    expect(stops).to.have.length(1);
    (stops[0] as HTMLElement).focus();
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Monday 08:00–08:30');
    await act(() => sendKeys({ press: 'ArrowDown' }));
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Tuesday 08:00–08:30');
    expect(document.activeElement?.getAttribute('aria-selected')).to.equal('true');
    await act(() => sendKeys({ press: 'ArrowRight' }));
    await act(() => sendKeys({ press: 'Shift+ArrowRight' }));
    await act(() => sendKeys({ press: 'Shift+ArrowRight' }));
    expect((sent.at(-1) as { id: number; value: string }[]).find((line) => line.id === 2)?.value).to.equal('08:00~10:00');
    await act(() => sendKeys({ press: 'Space' }));
    expect((sent.at(-1) as { id: number; value: string }[]).find((line) => line.id === 2)?.value).to.equal('08:00~09:30');
    await act(() => sendKeys({ press: 'End' }));
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Tuesday 23:30–24:00');
    await expectAccessible(root);
    await view.unmount();
  });
});
