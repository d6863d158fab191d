import { expect } from 'chai';
import { ActionDialog } from '../../../src/blocks/dialog/action-dialog';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click } from '../helpers/signed-in';

function mount({ disabled = false, busy = false } = {}) {
  const runs: string[] = [];
  const closes: string[] = [];
  const view = render(
    <ActionDialog title="Rename" onClose={() => closes.push('closed')} dismissLabel="Close" action={{ label: 'Save', run: () => runs.push('saved'), disabled, busy }}>
      <label htmlFor="name">Name</label>
      <input id="name" />
    </ActionDialog>,
  );
  return { view, runs, closes };
}

const submitForm = (root: HTMLElement) => act(async () => root.querySelector('form')!.requestSubmit());

describe('action dialog', () => {
  it('runs its action from the primary button and from Enter in its form', async () => {
    const { view, runs } = mount();
    const { container, unmount } = await view;
    await click(byText(container, 'button', 'Save'));
    await submitForm(container);
    expect(runs).to.deep.equal(['saved', 'saved']);
    await expectAccessible(container);
    await unmount();
  });

  it('does not run a disabled or busy action, even on Enter', async () => {
    for (const state of [{ disabled: true }, { busy: true }]) {
      const { view, runs } = mount(state);
      const { container, unmount } = await view;
      expect(byText<HTMLButtonElement>(container, 'button', 'Save')?.disabled).to.equal(true);
      await submitForm(container);
      expect(runs, JSON.stringify(state)).to.deep.equal([]);
      await unmount();
    }
  });

  it('dismisses with its own label', async () => {
    const { view, closes, runs } = mount();
    const { container, unmount } = await view;
    await click(byText(container, 'button', 'Close'));
    expect(closes).to.deep.equal(['closed']);
    expect(runs).to.deep.equal([]);
    await unmount();
  });
});
