import { expect } from 'chai';
import { createElement } from 'react';
import { defineElement, JmsElement } from '../../../src/blocks/custom-element/jms-element';
import { setPublicSettings } from '../../../src/core/public-settings';
import { act } from '../../helpers/render';
import { loginAs, logout, resetConsole } from '../../helpers/session';
import { waitFor } from '../helpers/signed-in';

class SwatchElement extends JmsElement {
  protected override content() {
    return createElement('button', { type: 'button', 'data-testid': 'swatch' }, 'Swatch');
  }
}
defineElement('jms-test-swatch', SwatchElement);

const SERVER_PRIMARY = '#483d8b';

async function swatch(attributes = ''): Promise<{ element: HTMLElement; style: () => CSSStyleDeclaration }> {
  const holder = document.createElement('div');
  holder.innerHTML = `<jms-test-swatch ${attributes}></jms-test-swatch>`;
  const element = holder.firstElementChild as HTMLElement;
  await act(async () => void document.body.append(element));
  const button = await waitFor(() => element.shadowRoot?.querySelector<HTMLElement>('[data-testid=swatch]'));
  // The server's settings have arrived; its interface theme is now this one.
  await act(async () => setPublicSettings({ INTERFACE: { theme_info: { colors: { primary: SERVER_PRIMARY } } } }));
  return { element, style: () => getComputedStyle(button) };
}

const variable = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim().toLowerCase();

describe('element theming', () => {
  let pageRules: HTMLStyleElement | undefined;
  before(async () => {
    resetConsole();
    await loginAs('admin');
  });
  afterEach(() => {
    pageRules?.remove();
    pageRules = undefined;
    document.querySelectorAll('jms-test-swatch').forEach((element) => element.remove());
  });
  after(() => logout());

  it('takes the server’s interface theme when the page says nothing', async () => {
    const { style } = await swatch();
    expect(variable(style(), '--jms-color-primary')).to.equal(SERVER_PRIMARY);
    expect(variable(style(), '--jms-color-primary-disabled')).to.match(/^#[0-9a-f]{6}$/);
    expect(style().fontSize).to.equal('14px');
  });

  it('lets the page’s own --jms-* values win over the server’s theme', async () => {
    pageRules = document.createElement('style');
    pageRules.textContent = 'jms-test-swatch { --jms-color-primary: #c00000; --jms-font-size: 16px; }';
    document.head.append(pageRules);
    const { element, style } = await swatch();
    expect(variable(style(), '--jms-color-primary')).to.equal('#c00000');
    expect(style().fontSize).to.equal('16px');
    // The server's colors are in the element's stylesheet, not written on the element.
    expect(element.getAttribute('style')).to.equal(null);
  });

  it('keeps the built-in palettes for theme="light" and theme="dark"', async () => {
    const light = await swatch('theme="light"');
    const dark = await swatch('theme="dark"');
    expect(variable(light.style(), '--jms-color-primary')).to.equal('#127c66');
    expect(variable(dark.style(), '--jms-color-primary')).to.equal('#127c66');
    expect(variable(light.style(), '--jms-color-surface')).to.equal('#ffffff');
    expect(variable(dark.style(), '--jms-color-surface')).to.equal('#1f242b');
    expect(dark.style().colorScheme).to.equal('dark');
  });

  it('shows nothing of what the page sets on the element or its ancestors, inherited or by element type', async () => {
    const plain = (await swatch()).style();
    const expected = ['fontFamily', 'fontSize', 'lineHeight', 'color', 'letterSpacing', 'textTransform', 'display', 'fontStyle'] as const;
    const before = Object.fromEntries(expected.map((name) => [name, plain[name]]));
    pageRules = document.createElement('style');
    pageRules.textContent =
      '* { font: italic 22px serif !important; letter-spacing: 3px; text-transform: uppercase; line-height: 4; color: red } button { display: none } jms-test-swatch { color: blue; font-size: 30px }';
    document.head.append(pageRules);
    const after = (await swatch()).style();
    expect(Object.fromEntries(expected.map((name) => [name, after[name]]))).to.deep.equal(before);
  });
});
