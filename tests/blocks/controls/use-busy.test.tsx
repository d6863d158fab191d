import { expect } from 'chai';
import { Button } from '../../../src/blocks/controls/button';
import { useBusy } from '../../../src/blocks/controls/use-busy';
import { act, render } from '../../helpers/render';
import { byText, click } from '../helpers/signed-in';

/** A button whose task the test ends, with the outcomes it saw. */
function Saver({ task, outcomes }: { task: () => Promise<string>; outcomes: string[] }) {
  const [busy, whileBusy] = useBusy();
  const save = () =>
    whileBusy(task).then(
      (value) => outcomes.push(value),
      (error: Error) => outcomes.push(`failed: ${error.message}`),
    );
  return (
    <Button loading={busy} onClick={() => void save()}>
      Save
    </Button>
  );
}

/** A task that ends when the test says. */
function pending() {
  let settle = { resolve: (_: string) => {}, reject: (_: Error) => {} };
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return { task: () => promise, ...settle };
}

/** The button, clicked once: its task runs until the test ends it. */
async function clickedSaver() {
  const outcomes: string[] = [];
  const run = pending();
  const view = await render(<Saver task={run.task} outcomes={outcomes} />);
  const button = byText<HTMLButtonElement>(view.container, 'button', 'Save')!;
  await click(button);
  return { ...view, button, outcomes, run };
}

describe('useBusy', () => {
  it('keeps the button busy while its task runs and hands the task’s value on', async () => {
    const { button, outcomes, run, unmount } = await clickedSaver();
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.disabled).to.equal(true);
    await act(async () => run.resolve('saved'));
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(button.disabled).to.equal(false);
    expect(outcomes).to.deep.equal(['saved']);
    await unmount();
  });

  it('frees the button when the task fails, and lets the failure reach the caller', async () => {
    const { button, outcomes, run, unmount } = await clickedSaver();
    await act(async () => run.reject(new Error('refused')));
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(outcomes).to.deep.equal(['failed: refused']);
    await unmount();
  });
});
