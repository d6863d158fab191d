import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { http } from '../../../src/core/http';
import { PLATFORMS_URL } from '../../../src/views/assets/assets-urls';
import { ASSET_KINDS } from '../../../src/views/assets/asset-kinds';
import { PlatformChooser } from '../../../src/views/assets/platform-chooser';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const [HOST, DATABASE] = ASSET_KINDS;

describe('the platform chooser on the server', () => {
  withServerSession('admin');

  it('lists the kind’s platforms grouped by type; a platform is chosen by click or keyboard', async () => {
    const expected = await http.get<{ id: number; name: string }[]>(PLATFORMS_URL, { params: { category: 'database' } });
    const chosen: string[] = [];
    let closed = 0;
    const view = await render(freshCache(<PlatformChooser kind={DATABASE!} title="Create database" onChoose={(id) => chosen.push(id)} onClose={() => (closed += 1)} />));
    await waitFor(() => view.container.querySelector('section'));
    const buttons = [...view.container.querySelectorAll<HTMLButtonElement>('section button')];
    expect(buttons.map((button) => button.textContent).sort()).to.deep.equal(expected.map((platform) => platform.name).sort());
    expect([...view.container.querySelectorAll('section')].map((section) => section.getAttribute('aria-label'))).to.include('MySQL');

    await click(byText(view.container, 'section button', expected[0]!.name));
    // Keyboard: the last platform, focused, is chosen with Enter.
    const last = buttons.at(-1)!;
    await act(async () => last.focus());
    await act(async () => sendKeys({ press: 'Enter' }));
    expect(chosen).to.deep.equal([String(expected[0]!.id), String(expected.find((platform) => platform.name === last.textContent)!.id)]);
    await click(byText(view.container, 'button', 'Cancel'));
    expect(closed).to.equal(1);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('says so when a kind has no platform', async () => {
    const view = await render(
      freshCache(<PlatformChooser kind={{ ...HOST!, category: 'none-such' as 'host' }} title="Create host" onChoose={() => undefined} onClose={() => undefined} />),
    );
    await waitFor(() => byText(view.container, 'p', 'There is no platform of this kind yet: create one under Platforms first.'));
    await view.unmount();
  });
});
