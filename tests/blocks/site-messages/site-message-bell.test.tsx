import { expect } from 'chai';
import { badgeText } from '../../../src/blocks/site-messages/badge-text';
import { SiteMessageBell } from '../../../src/blocks/site-messages/site-message-bell';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';

describe('the site-message bell', () => {
  it('hides the badge at zero and caps it at 99', () => {
    expect(badgeText(0)).to.equal(null);
    expect(badgeText(-1)).to.equal(null);
    expect(badgeText(1)).to.equal('1');
    expect(badgeText(99)).to.equal('99');
    expect(badgeText(100)).to.equal('99+');
  });

  it('shows the count and says it to screen readers', async () => {
    const view = await render(<SiteMessageBell count={3} onOpen={() => undefined} />);
    const button = view.container.querySelector('button')!;
    expect(button.querySelector('[data-testid=unread-badge]')?.textContent).to.equal('3');
    expect(button.getAttribute('aria-label')).to.equal('Site messages: 3 unread messages');
    await view.rerender(<SiteMessageBell count={0} onOpen={() => undefined} />);
    expect(button.querySelector('[data-testid=unread-badge]')).to.equal(null);
    expect(button.getAttribute('aria-label')).to.equal('Site messages: No unread messages');
    await view.rerender(<SiteMessageBell count={250} onOpen={() => undefined} />);
    expect(button.textContent).to.equal('99+');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('opens with the keyboard', async () => {
    let opened = 0;
    const view = await render(<SiteMessageBell count={1} onOpen={() => (opened += 1)} />);
    const button = view.container.querySelector('button')!;
    button.focus();
    expect(document.activeElement).to.equal(button);
    const { sendKeys } = await import('@web/test-runner-commands');
    await act(async () => {
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
    });
    expect(opened).to.equal(2);
    await view.unmount();
  });

  it('speaks the language of the page', async () => {
    const view = await render(<SiteMessageBell count={2} onOpen={() => undefined} />, { language: 'zh' });
    expect(view.container.querySelector('button')!.getAttribute('aria-label')).to.equal('站内信: 2 条未读消息');
    await view.unmount();
  });
});
