import { expect } from 'chai';
import { Dialog } from '../../../src/blocks/dialog/dialog';
import { act, render } from '../../helpers/render';

const tab = (backwards = false) =>
  act(async () => void document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: backwards, bubbles: true, cancelable: true })));

// Element identities compared as booleans: chai would print whole DOM nodes on a failure.
describe('dialog focus', () => {
  it('keeps Tab among its own controls, both ways, and gives focus back to what opened it', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    opener.focus();
    const view = await render(
      <Dialog title="Question" onClose={() => undefined} footer={<button type="button">Yes</button>}>
        <button type="button" disabled>
          Not now
        </button>
      </Dialog>,
    );
    const [close, , yes] = [...view.container.querySelectorAll('button')];
    yes?.focus();
    await tab();
    expect(document.activeElement === close, 'past the last control: the first (the close button)').to.equal(true);
    await tab(true);
    expect(document.activeElement === yes, 'before the first: the last, the disabled one passed over').to.equal(true);
    await view.unmount();
    expect(document.activeElement === opener, 'closed, focus returns').to.equal(true);
    opener.remove();
  });
});
