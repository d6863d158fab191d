import { expect } from 'chai';
import { TrendChart } from '../../../src/blocks/chart/trend-chart';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';

const LABELS = ['11-19', '11-20', '11-21'];

describe('the trend chart', () => {
  it('names the chart by its title and gives every figure in a table', async () => {
    const view = await render(
      <TrendChart
        title="Logins per day"
        labels={LABELS}
        series={[
          { name: 'Logins', values: [6, 0, 3] },
          { name: 'Failures', values: [1, 2, 0] },
        ]}
      />,
    );
    const svg = view.container.querySelector('svg[role=img]')!;
    const titleId = svg.getAttribute('aria-labelledby')!;
    expect(view.container.querySelector(`[id="${titleId}"]`)?.textContent).to.equal('Logins per day');
    const table = view.container.querySelector(`[id="${svg.getAttribute('aria-describedby')}"]`)!;
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).to.deep.equal([
      ['11-19', '6', '1'],
      ['11-20', '0', '2'],
      ['11-21', '3', '0'],
    ]);
    expect([...view.container.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['Logins', 'Failures']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('draws a line per series, or a bar per day, on an axis rounded above the highest value', async () => {
    const line = await render(<TrendChart title="Sessions" labels={LABELS} series={[{ name: 'Sessions', values: [7, 2, 5] }]} />);
    expect(line.container.querySelectorAll('polyline')).to.have.length(1);
    expect([...line.container.querySelectorAll('svg text')].map((text) => text.textContent).slice(0, 5)).to.deep.equal(['0', '2', '4', '6', '8']);
    await line.unmount();
    const fifteen = await render(<TrendChart title="Logins" labels={LABELS} series={[{ name: 'Logins', values: [6, 15, 2] }]} />);
    expect([...fifteen.container.querySelectorAll('svg text')].map((text) => text.textContent).slice(0, 5)).to.deep.equal(['0', '5', '10', '15', '20']);
    await fifteen.unmount();
    const bars = await render(<TrendChart kind="bar" title="Logins" labels={LABELS} series={[{ name: 'Logins', values: [1, 0, 4] }]} />);
    expect(bars.container.querySelectorAll('rect')).to.have.length(3);
    await bars.unmount();
  });
});
