import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { typedForm } from '../../../src/views/common/typed-form';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const URL = '/api/v1/xpack/cloud/accounts/';
const unique = () => `typed-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const row = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);
const input = (root: HTMLElement, name: string) => row(root, name)?.querySelector<HTMLInputElement>('input') ?? null;

describe('a form whose settings depend on the type (a cloud account by its provider)', () => {
  const session = withServerSession('admin');
  const saved: Record<string, unknown>[] = [];
  const Form = typedForm({
    url: URL,
    by: 'provider',
    nested: 'attrs',
    fallback: 'aliyun',
    create: 'AccountCreate',
    update: 'AccountUpdate',
    basic: ['name', 'provider'],
    other: ['comment'],
    onSuccess: (result) => saved.push(result),
  });
  const flashed = (message: string) => waitFor(() => session.feedback.flashes.some((flash) => flash.message === message));

  it('creates with the type the link names: its settings under its own title, the secret sent encrypted', async () => {
    const name = unique();
    const requests: string[] = [];
    const view = await render(freshCache(<Form params={{}} query={new URLSearchParams({ provider: 'vmware' })} />));
    await waitFor(() => input(view.container, 'attrs.host'));
    expect([...view.container.querySelectorAll('legend')].map((legend) => legend.textContent)).to.deep.equal(['Basic', 'VMware', 'Other']);
    expect(row(view.container, 'provider')?.querySelector('select')?.disabled).to.equal(true);
    expect(input(view.container, 'attrs.port')?.value).to.equal('443');
    typeInto(input(view.container, 'name')!, name);
    typeInto(input(view.container, 'attrs.host')!, 'vcenter.example.com');
    typeInto(input(view.container, 'attrs.username')!, 'administrator@vsphere.local');
    typeInto(input(view.container, 'attrs.password')!, 'Vc-pass-1');
    const original = window.fetch;
    window.fetch = (resource, init) => (requests.push(String(init?.body ?? '')), original(resource, init));
    try {
      await click(byText(view.container, 'button', 'Submit'));
      await flashed('Created successfully');
    } finally {
      window.fetch = original;
    }
    const body = JSON.parse(requests.find((text) => text.includes(name)) ?? '{}') as { attrs: Record<string, unknown> };
    expect(body.attrs['host']).to.equal('vcenter.example.com');
    expect(body.attrs['password']).to.match(/^[^:]+:[^:]+$/).and.not.equal('Vc-pass-1');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('updates an account whose link names no type: the type read from it, the secret optional and kept', async () => {
    const [account] = await http.get<{ id: string; name: string }[]>(URL, { params: { provider: 'aws_international' } });
    const view = await render(freshCache(<Form params={{ id: account!.id }} query={new URLSearchParams()} />));
    const key = await waitFor(() => input(view.container, 'attrs.access_key_id'));
    expect(key.value).to.equal('AKIA-demo');
    expect(row(view.container, 'attrs.access_key_secret')?.querySelector('label')?.textContent).to.equal('Access key secret');
    expect(input(view.container, 'attrs.access_key_secret')?.value).to.equal('');
    typeInto(key, 'AKIA-rotated');
    await click(byText(view.container, 'button', 'Submit'));
    await flashed('Updated successfully');
    const stored = await http.get<{ attrs: Record<string, unknown> }>(`${URL}${account!.id}/`);
    expect(stored.attrs).to.deep.equal({ access_key_id: 'AKIA-rotated' });
    await view.unmount();
  });
});
