import { expect } from 'chai';
import { useData } from '../../../src/blocks/data/use-data';
import { createHttpClient } from '../../../src/core/http';
import { FigureTable } from '../../../src/views/dashboard/figure-table';
import { StatCard } from '../../../src/views/dashboard/stat-card';
import { panelSource } from '../../../src/views/dashboard/use-index-metrics';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { recordFeedback } from '../../helpers/recording-feedback';
import { byText, click, freshCache, waitFor } from '../../blocks/helpers/signed-in';

const http = createHttpClient();

/** A panel whose first request fails (a real 500 from the test API) and whose retry gets an answer. */
function FlakyPanels({ failures }: { failures: string }) {
  const answer = panelSource(
    useData(['flaky', failures], async () => {
      const { hits } = await http.get<{ hits: number }>(`/__test/counted/${failures}/count/`);
      if (hits === 0) await http.get(`/__test/counted/${failures}/`, { params: { status: 500 } });
      return [{ name: 'web-01', total: 3 }];
    }),
  );
  return (
    <>
      <FigureTable title="Top assets" loading={!answer.data} onRetry={answer.retry} rows={answer.data ?? []} columns={[{ key: 'name', label: 'Asset' }]} />
      <StatCard title="Figures" metrics={answer.data ? {} : undefined} figures={['users']} onRetry={answer.retry} />
    </>
  );
}

describe('a dashboard panel whose request failed', () => {
  it('says so with a retry instead of loading forever, and shows its figures once the retry answers', async () => {
    const feedback = recordFeedback();
    const view = await render(freshCache(<FlakyPanels failures={`panel-${Date.now().toString(36)}`} />));
    const alerts = await waitFor(() => {
      const found = view.container.querySelectorAll('[role=alert]');
      return found.length === 2 ? found : undefined;
    });
    expect([...alerts].map((alert) => alert.textContent)).to.deep.equal(['This panel could not be loaded. Retry', 'This panel could not be loaded. Retry']);
    expect(view.container.querySelector('[aria-busy=true]')).to.equal(null);
    await expectAccessible(view.container);
    await click(byText(view.container, 'button', 'Retry'));
    await waitFor(() => view.container.querySelector('td')?.textContent === 'web-01');
    expect(view.container.querySelectorAll('[role=alert]')).to.have.length(0);
    feedback.remove();
    await view.unmount();
  });
});
