import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { typedForm } from '../../../src/views/common/typed-form';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const URL = '/api/v1/terminal/replay-storages/';
const unique = () => `typed-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const row = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);
const input = (root: HTMLElement, name: string) => row(root, name)?.querySelector<HTMLInputElement>('input') ?? null;

describe('a form whose settings depend on the type (a replay storage by its type)', () => {
  const session = withServerSession('admin');
  const Form = typedForm({
    url: URL,
    by: 'type',
    nested: 'meta',
    fallback: 's3',
    create: 'CreateReplayStorage',
    update: 'ReplayStorageUpdate',
    basic: ['name', 'type'],
    other: ['comment'],
    onSuccess: () => undefined,
  });
  const flashed = (message: string) => waitFor(() => session.feedback.flashes.some((flash) => flash.message === message));

  it('creates with the type the link names: its settings under its title, its secret required and sent encrypted', async () => {
    const name = unique();
    const bodies: string[] = [];
    const view = await render(freshCache(<Form params={{}} query={new URLSearchParams({ type: 'azure' })} />));
    await waitFor(() => input(view.container, 'meta.CONTAINER_NAME'));
    expect([...view.container.querySelectorAll('legend')].map((legend) => legend.textContent)).to.deep.equal(['Basic', 'Azure', 'Other']);
    expect(row(view.container, 'type')?.querySelector('select')?.disabled).to.equal(true);
    expect(row(view.container, 'meta.ACCOUNT_KEY')?.querySelector('label')?.textContent).to.equal('*Account key');
    typeInto(input(view.container, 'name')!, name);
    typeInto(input(view.container, 'meta.CONTAINER_NAME')!, 'replays');
    typeInto(input(view.container, 'meta.ACCOUNT_NAME')!, 'jmsstorage');
    typeInto(input(view.container, 'meta.ACCOUNT_KEY')!, 'YWNjb3VudC1rZXk=');
    const original = window.fetch;
    window.fetch = (resource, init) => (bodies.push(String(init?.body ?? '')), original(resource, init));
    try {
      await click(byText(view.container, 'button', 'Submit'));
      await flashed('Created successfully');
    } finally {
      window.fetch = original;
    }
    const body = JSON.parse(bodies.find((text) => text.includes(name)) ?? '{}') as { meta: Record<string, unknown> };
    expect(body.meta['CONTAINER_NAME']).to.equal('replays');
    expect(body.meta['ACCOUNT_KEY'])
      .to.match(/^[^:]+:[^:]+$/)
      .and.not.equal('YWNjb3VudC1rZXk=');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('updates a storage whose link names no type: the type read from it, its secret optional and left out', async () => {
    const [storage] = await http.get<{ id: string }[]>(URL, { params: { type: 'azure' } });
    const view = await render(freshCache(<Form params={{ id: storage!.id }} query={new URLSearchParams()} />));
    const container = await waitFor(() => input(view.container, 'meta.CONTAINER_NAME'));
    expect(container.value).to.equal('replays');
    expect(row(view.container, 'meta.ACCOUNT_KEY')?.querySelector('label')?.textContent).to.equal('Account key');
    expect(input(view.container, 'meta.ACCOUNT_KEY')?.value).to.equal('');
    typeInto(container, 'recordings');
    await click(byText(view.container, 'button', 'Submit'));
    await flashed('Updated successfully');
    const stored = await http.get<{ meta: Record<string, unknown> }>(`${URL}${storage!.id}/`);
    expect(stored.meta).to.deep.equal({ CONTAINER_NAME: 'recordings', ACCOUNT_NAME: 'jmsstorage', ENDPOINT_SUFFIX: 'core.chinacloudapi.cn' });
    await view.unmount();
  });
});
