import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { Menu, MenuButton, MenuItem, MenuSeparator, Popover, PopoverButton, usePopup } from '../../../src/blocks/menu';
import { placePopup } from '../../../src/blocks/menu/position';
import { expectAccessible } from '../../helpers/axe';
import { act } from '../../helpers/render';

const press = async (key: string) => {
  const { sendKeys } = await import('@web/test-runner-commands');
  await act(async () => sendKeys({ press: key }));
};

function Fixture({ chosen }: { chosen: string[] }) {
  const menu = usePopup({ placement: 'bottom-start' });
  const panel = usePopup({ placement: 'bottom-end' });
  return (
    <div>
      <MenuButton menu={menu}>Actions</MenuButton>
      <Menu menu={menu} aria-label="Actions">
        <MenuItem onClick={() => chosen.push('edit')}>Edit</MenuItem>
        <MenuItem disabled onClick={() => chosen.push('move')}>
          Move
        </MenuItem>
        <MenuSeparator />
        <MenuItem onClick={() => chosen.push('delete')}>Delete</MenuItem>
        <MenuItem onClick={() => chosen.push('duplicate')}>Duplicate</MenuItem>
      </Menu>
      <PopoverButton popup={panel}>Columns</PopoverButton>
      <Popover popup={panel} aria-label="Columns">
        <label>
          <input type="checkbox" /> Name
        </label>
      </Popover>
      <button type="button">Elsewhere</button>
    </div>
  );
}

/** Renders inside an open shadow root, as every element of the console does. */
async function renderInShadow(chosen: string[]) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Fixture chosen={chosen} />));
  const button = (name: string) => [...shadow.querySelectorAll('button')].find((element) => element.textContent === name)!;
  return {
    shadow,
    button,
    menu: () => shadow.querySelector<HTMLElement>('[role=menu]'),
    focused: () => shadow.activeElement as HTMLElement | null,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

describe('the menu button and menu', () => {
  it('opens from the keyboard on the first item, skips disabled items and wraps', async () => {
    const chosen: string[] = [];
    const view = await renderInShadow(chosen);
    view.button('Actions').focus();
    await press('ArrowDown');
    expect(view.button('Actions').getAttribute('aria-expanded')).to.equal('true');
    expect(view.focused()?.textContent).to.equal('Edit');
    await press('ArrowDown');
    expect(view.focused()?.textContent).to.equal('Delete');
    await press('End');
    expect(view.focused()?.textContent).to.equal('Duplicate');
    await press('ArrowDown');
    expect(view.focused()?.textContent).to.equal('Edit');
    await press('ArrowUp');
    expect(view.focused()?.textContent).to.equal('Duplicate');
    await press('Home');
    expect(view.focused()?.textContent).to.equal('Edit');
    await expectAccessible(view.shadow.firstElementChild!);
    await view.unmount();
  });

  it('chooses with Enter, closes and gives focus back to the button', async () => {
    const chosen: string[] = [];
    const view = await renderInShadow(chosen);
    view.button('Actions').focus();
    await press('Enter');
    await press('d');
    expect(view.focused()?.textContent).to.equal('Delete');
    await press('d');
    expect(view.focused()?.textContent).to.equal('Duplicate');
    await press('Enter');
    expect(chosen).to.deep.equal(['duplicate']);
    expect(view.menu()).to.equal(null);
    expect(view.focused()).to.equal(view.button('Actions'));
    await view.unmount();
  });

  it('does not choose a disabled item', async () => {
    const chosen: string[] = [];
    const view = await renderInShadow(chosen);
    await act(async () => view.button('Actions').click());
    const move = [...view.menu()!.querySelectorAll<HTMLElement>('[role=menuitem]')].find((item) => item.textContent === 'Move')!;
    expect(move.getAttribute('aria-disabled')).to.equal('true');
    await act(async () => move.click());
    expect(chosen).to.deep.equal([]);
    expect(view.menu()).not.to.equal(null);
    await view.unmount();
  });

  it('closes on Escape, Tab and a press outside, from inside a shadow root', async () => {
    const view = await renderInShadow([]);
    view.button('Actions').focus();
    await press('ArrowDown');
    await press('Escape');
    expect(view.menu()).to.equal(null);
    expect(view.focused()).to.equal(view.button('Actions'));

    await press('ArrowDown');
    await press('Tab');
    expect(view.menu()).to.equal(null);

    await act(async () => view.button('Actions').click());
    expect(view.menu()).not.to.equal(null);
    await act(async () => {
      view.button('Elsewhere').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(view.menu()).to.equal(null);
    await view.unmount();
  });

  it('opens a popover that takes focus and stays inside the viewport', async () => {
    const view = await renderInShadow([]);
    await act(async () => view.button('Columns').click());
    const panel = view.shadow.querySelector<HTMLElement>('[role=dialog]')!;
    expect(view.focused()?.tagName).to.equal('INPUT');
    await act(async () => new Promise<void>((done) => requestAnimationFrame(() => done())));
    const box = panel.getBoundingClientRect();
    expect(box.left).to.be.at.least(8);
    expect(box.right).to.be.at.most(innerWidth - 8);
    await press('Escape');
    expect(view.shadow.querySelector('[role=dialog]')).to.equal(null);
    expect(view.focused()).to.equal(view.button('Columns'));
    await view.unmount();
  });
});

describe('popup placement', () => {
  const viewport = { width: 1000, height: 800 };
  it('goes below its anchor, aligned to its start or end', () => {
    expect(placePopup({ x: 100, y: 50, width: 80, height: 30 }, { width: 200, height: 100 }, 'bottom-start', 6, viewport)).to.deep.equal({ x: 100, y: 86 });
    expect(placePopup({ x: 100, y: 50, width: 80, height: 30 }, { width: 200, height: 100 }, 'bottom-end', 6, viewport)).to.deep.equal({ x: 8, y: 86 });
  });

  it('flips above when there is no room below, and beside for a side menu', () => {
    expect(placePopup({ x: 100, y: 740, width: 80, height: 30 }, { width: 200, height: 100 }, 'bottom-start', 6, viewport)).to.deep.equal({ x: 100, y: 634 });
    expect(placePopup({ x: 900, y: 100, width: 60, height: 30 }, { width: 200, height: 100 }, 'right-start', 4, viewport)).to.deep.equal({ x: 696, y: 100 });
  });
});
