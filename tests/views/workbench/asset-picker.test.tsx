import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import type { SelectOption } from '../../../src/blocks/select/option';
import { AssetPicker } from '../../../src/views/workbench/asset-picker';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')];
const item = (root: ParentNode, pattern: RegExp) => items(root).find((element) => pattern.test(element.textContent ?? ''));
const chosenNames = (root: ParentNode) => [...root.querySelectorAll('li')].map((element) => element.textContent);

function Picker({ seen }: { seen: SelectOption[][] }) {
  const [value, setValue] = useState<SelectOption[]>([]);
  return (
    <AssetPicker
      id="assets"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe("the quick job's asset picker on the server", () => {
  beforeEach(() => signIn('admin'));
  afterEach(() => signOut());

  it('chooses assets in the granted node tree by click and by keyboard, lists them beside it, and lets them go', async () => {
    const seen: SelectOption[][] = [];
    const view = await render(<Picker seen={seen} />);
    const tree = await waitFor(() => view.container.querySelector<HTMLElement>('[role=tree]'));
    expect(tree.getAttribute('aria-multiselectable')).to.equal('true');
    await click(await waitFor(() => item(view.container, /^Production \(\d+\)$/)));
    await click(await waitFor(() => item(view.container, /^App \(\d+\)$/)));
    const first = await waitFor(() => item(view.container, /^linux-prod-00029$/));
    await click(first);
    expect(chosenNames(view.container)).to.deep.equal(['linux-prod-00029']);
    expect(item(view.container, /^linux-prod-00029$/)?.getAttribute('aria-selected')).to.equal('true');

    // A node is opened, not chosen: only assets are.
    await click(item(view.container, /^App \(\d+\)$/)!);
    expect(seen.at(-1)?.map((option) => option.label)).to.deep.equal(['linux-prod-00029']);
    await click(item(view.container, /^App \(\d+\)$/)!);

    // From App (the row last used) down past the chosen asset to the next one.
    tree.focus();
    await act(() => sendKeys({ press: 'ArrowDown' }));
    await act(() => sendKeys({ press: 'ArrowDown' }));
    await act(() => sendKeys({ press: 'Space' }));
    await waitFor(() => chosenNames(view.container).length === 2);
    expect(chosenNames(view.container)).to.deep.equal(['linux-prod-00029', 'linux-prod-00070']);
    expect(view.container.textContent).to.contain('Chosen assets (2)');
    await expectAccessible(view.container);

    await click(view.container.querySelector<HTMLElement>('button[aria-label="Remove linux-prod-00029"]')!);
    expect(chosenNames(view.container)).to.deep.equal(['linux-prod-00070']);
    expect(item(view.container, /^linux-prod-00029$/)?.getAttribute('aria-selected')).to.equal('false');
    await view.unmount();
  });

  it('searches the granted assets by address: the matches alone, as leaves', async () => {
    const view = await render(<Picker seen={[]} />);
    await waitFor(() => item(view.container, /^DEFAULT \(\d+\)$/));
    const search = view.container.querySelector<HTMLInputElement>('input[type=search]')!;
    search.focus();
    await act(() => sendKeys({ type: '10.0.0.29' }));
    await waitFor(() => items(view.container).length === 1 && item(view.container, /^linux-prod-00029$/));
    await click(item(view.container, /^linux-prod-00029$/)!);
    expect(chosenNames(view.container)).to.deep.equal(['linux-prod-00029']);
    await view.unmount();
  });
});
