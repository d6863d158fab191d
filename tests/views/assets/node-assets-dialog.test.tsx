import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { http, readPage } from '../../../src/core/http';
import { NodeAssetsDialog, type NodeAssetsOperation } from '../../../src/views/assets/node-assets-dialog';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const NODES = '/api/v1/assets/nodes/';
const press = (key: string) => act(() => sendKeys({ press: key }));
const options = (root: HTMLElement) => [...root.querySelectorAll('[role=option]')].map((option) => option.textContent ?? '');

interface Named {
  id: string;
  name: string;
}

/** A fresh node under Production, holding the given assets directly. */
async function nodeHolding(name: string, assets: readonly Named[]): Promise<Named> {
  const [production] = readPage<Named>(await http.get(NODES, { params: { value: 'Production' } })).results;
  const node = await http.post<{ id: string; value: string }>(`${NODES}${production!.id}/children/`, { value: `${name} ${Date.now().toString(36)}` });
  if (assets.length) await http.put(`${NODES}${node.id}/assets/add/`, { assets: assets.map((asset) => asset.id) });
  return { id: node.id, name: node.value };
}

const ownAssets = async (nodeId: string) =>
  readPage<Named>(await http.get('/api/v1/assets/assets/', { params: { node_id: nodeId, show_current_asset: 1, limit: 100 } }))
    .results.map((asset) => asset.id)
    .sort();

async function hosts(count: number, offset: number): Promise<Named[]> {
  return readPage<Named>(await http.get('/api/v1/assets/hosts/', { params: { type: 'linux', limit: count, offset } })).results;
}

/** The dialog as the node menu opens it, with what it reported. */
async function openDialog(operation: NodeAssetsOperation, node: Named) {
  const seen = { changed: [] as string[], closed: 0 };
  const view = await render(
    freshCache(<NodeAssetsDialog operation={operation} node={node} onClose={() => (seen.closed += 1)} onChanged={(message) => seen.changed.push(message)} />),
  );
  const input = await waitFor(() => view.container.querySelector<HTMLInputElement>('dialog[open] [role=combobox]'));
  return { view, input, seen };
}

/** Types an asset's name into the dialog's select and chooses it from what the server found. */
async function choose(view: { container: HTMLElement }, input: HTMLInputElement, name: string) {
  await act(async () => input.focus());
  await act(async () => typeInto(input, name));
  await waitFor(() => options(view.container).includes(name));
  await click(byText(view.container, '[role=option]', name));
}

/** The dialog closed after saying what it did, and the node holds exactly these assets of its own. */
async function expectDone(seen: { changed: string[]; closed: number }, message: string, nodeId: string, held: string[]) {
  await waitFor(() => seen.closed === 1);
  expect(seen.changed).to.deep.equal([message]);
  expect(await ownAssets(nodeId)).to.deep.equal(held);
}

describe('the node assets dialog on the server', () => {
  withServerSession('admin');

  it('removing offers only the node’s own assets, not its child nodes’, and takes the chosen one off the node', async () => {
    const [first, second, inChild] = await hosts(3, 10);
    const node = await nodeHolding('Removing', [first!, second!]);
    const child = await http.post<{ id: string }>(`${NODES}${node.id}/children/`, { value: 'Child' });
    await http.put(`${NODES}${child.id}/assets/add/`, { assets: [inChild!.id] });

    const { view, input, seen } = await openDialog('remove', node);
    await act(async () => input.focus());
    await press('ArrowDown');
    await waitFor(() => options(view.container).length === 2);
    expect(options(view.container).sort()).to.deep.equal([first!.name, second!.name].sort());
    await click(byText(view.container, '[role=option]', first!.name));
    await expectAccessible(view.container);
    await click(byText(view.container, 'dialog[open] button', 'Remove'));
    await expectDone(seen, `Assets removed from ${node.name}: 1`, node.id, [second!.id]);
    await view.unmount();
  });

  it('adding offers every asset of the organization, found by name, and the node then holds it', async () => {
    const [asset] = await hosts(1, 13);
    const node = await nodeHolding('Adding', []);
    const { view, input, seen } = await openDialog('add', node);
    const confirm = byText<HTMLButtonElement>(view.container, 'dialog[open] button', 'Add')!;
    expect(confirm.disabled, 'nothing chosen yet').to.equal(true);
    await choose(view, input, asset!.name);
    await click(confirm);
    await expectDone(seen, `Assets added to ${node.name}: 1`, node.id, [asset!.id]);
    await view.unmount();
  });

  it('a refusal stays in the open dialog with the server’s words, and nothing is reported done', async () => {
    const [asset] = await hosts(1, 14);
    const node = await nodeHolding('Vanishing', []);
    const { view, input, seen } = await openDialog('replace', node);
    await choose(view, input, asset!.name);
    // Someone else deletes the node while the dialog is open.
    await http.delete(`${NODES}${node.id}/`);
    await click(byText(view.container, 'dialog[open] button', 'Move'));

    const alert = await waitFor(() => view.container.querySelector('dialog[open] [role=alert]'));
    expect(alert.textContent).to.equal('Node object does not exist.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(seen).to.deep.equal({ changed: [], closed: 0 });
    await expectAccessible(view.container);
    await view.unmount();
  });
});
