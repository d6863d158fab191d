import { expect } from 'chai';
import { useState, type ReactNode } from 'react';
import { ElementOptionsContext, OverlayLayerContext } from '../../../src/blocks/custom-element/host-context';
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

  it('closes on a click outside it, not on one inside nor on a press that began inside', async () => {
    let closed = 0;
    const view = await render(
      <Dialog title="Question" onClose={() => (closed += 1)}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = view.container.querySelector('dialog')!;
    const body = dialog.querySelector('p')!;
    const box = dialog.getBoundingClientRect();
    const outside = { clientX: Math.max(0, box.left - 10), clientY: Math.max(0, box.top - 10) };
    const inside = { clientX: box.left + 4, clientY: box.top + 4 };
    const press = (down: Element, up: Element, at: { clientX: number; clientY: number }, from = at) =>
      act(async () => {
        down.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, ...from }));
        up.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, ...at }));
      });
    expect(box.left > 10 && box.top > 10, 'the dialog leaves a backdrop around it').to.equal(true);
    await press(dialog, dialog, inside);
    await press(body, body, inside);
    await press(body, dialog, outside, inside);
    expect(closed, 'inside, or a press that began inside').to.equal(0);
    await press(dialog, dialog, outside);
    expect(closed, 'a click on the backdrop').to.equal(1);
    await view.unmount();
  });

  it('inside an element that keeps it in its box: not modal, in the box, Tab kept inside, Escape and the backdrop close it', async () => {
    function Contained({ children }: { children: ReactNode }) {
      const [layer, setLayer] = useState<HTMLDivElement | null>(null);
      return (
        <div style={{ position: 'relative', width: '400px', height: '300px' }} data-testid="box">
          <ElementOptionsContext.Provider value={{ page: false, pageSize: undefined, overlays: 'element' }}>
            <OverlayLayerContext.Provider value={layer}>{children}</OverlayLayerContext.Provider>
          </ElementOptionsContext.Provider>
          <div ref={setLayer} />
        </div>
      );
    }
    let closed = 0;
    const view = await render(
      <Contained>
        <Dialog title="Question" onClose={() => (closed += 1)} footer={<button type="button">Yes</button>}>
          <p>Body</p>
        </Dialog>
      </Contained>,
    );
    const dialog = view.container.querySelector('dialog')!;
    const box = view.container.querySelector('[data-testid=box]')!.getBoundingClientRect();
    const shown = dialog.getBoundingClientRect();
    expect(dialog.open && !dialog.matches(':modal'), 'open in place').to.equal(true);
    expect(shown.left >= box.left && shown.top >= box.top && shown.right <= box.right && shown.bottom <= box.bottom, 'within the box').to.equal(true);
    expect(dialog.contains(document.activeElement), 'the focus moved in').to.equal(true);
    const [close, yes] = [...dialog.querySelectorAll('button')];
    yes?.focus();
    await tab();
    expect(document.activeElement === close, 'past the last control: the first').to.equal(true);
    await tab(true);
    expect(document.activeElement === yes, 'before the first: the last').to.equal(true);
    await act(async () => void yes?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(closed, 'Escape').to.equal(1);
    const backdrop = dialog.previousElementSibling!;
    await act(async () => {
      backdrop.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: box.left + 2, clientY: box.bottom - 2 }));
      backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 2, clientY: box.bottom - 2 }));
    });
    expect(closed, 'a click on its backdrop').to.equal(2);
    await view.unmount();
  });
});
