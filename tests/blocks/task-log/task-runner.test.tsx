import { expect } from 'chai';
import { TaskRunner } from '../../../src/blocks/task-log/task-runner';
import { http, readPage } from '../../../src/core/http';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, waitFor, withServerSession } from '../helpers/signed-in';

const ASSETS = '/api/v1/assets/assets/';

describe('the task runner', () => {
  withServerSession('admin');

  it('starts the chosen task on the server, streams its log in place and says when it ended', async () => {
    const [asset] = readPage<{ id: string }>(await http.get(ASSETS, { params: { limit: 1, offset: 0 } })).results;
    const started: string[] = [];
    let ended = 0;
    const action = (name: 'test' | 'refresh', label: string) => ({
      name,
      label,
      icon: 'refresh' as const,
      start: async () => {
        started.push(name);
        return (await http.post<{ task: string }>(`${ASSETS}${asset!.id}/tasks/`, { action: name })).task;
      },
    });
    const view = await render(<TaskRunner title="Tasks" actions={[action('test', 'Test'), { ...action('refresh', 'Refresh'), disabled: true }]} onEnd={() => (ended += 1)} />);
    expect(view.container.querySelector('[role=log]')).to.equal(null);
    expect(byText<HTMLButtonElement>(view.container, 'button', 'Refresh')?.disabled).to.equal(true);
    await click(byText(view.container, 'button', 'Test'));
    const log = await waitFor(() => view.container.querySelector('[role=log]'));
    await waitFor(() => ended === 1, 15_000);
    expect(started).to.deep.equal(['test']);
    expect(log.textContent).to.not.equal('');
    await expectAccessible(view.container);
    await view.unmount();
  });
});
