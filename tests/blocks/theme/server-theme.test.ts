import { expect } from 'chai';
import { serverThemeProperties, serverThemeRule, storedThemeProperties } from '../../../src/blocks/theme/server-theme';
import { mixWithWhite, themeColorsFrom, themeProperties } from '../../../src/blocks/theme/theme-colors';
import { THEME_COLORS } from '../../../src/core/constants';
import { readableOnWhite } from '../../../src/core/contrast';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('server theme', () => {
  afterEach(() => localStorage.clear());

  it('leaves JumpServer’s default theme to the tokens when the settings choose no colors, forgetting another theme kept before', async () => {
    await serverThemeProperties({ INTERFACE: { theme_info: { colors: { primary: '#1f6fd1' } } } });
    expect(await serverThemeProperties({ INTERFACE: { theme_info: {} } })).to.deep.equal({});
    expect(stored('themeColors')).to.deep.equal(THEME_COLORS);
    expect(storedThemeProperties()).to.equal(null);
  });

  it('makes the colors the settings choose readable, keeping the colors and the properties', async () => {
    const settings = { INTERFACE: { theme_info: { colors: { primary: '#1f6fd1' } } } };
    const properties = await serverThemeProperties(settings);
    expect(properties).to.deep.equal(themeProperties(themeColorsFrom(settings)));
    expect(properties).to.include({ '--jms-color-primary': readableOnWhite('#1f6fd1') });
    expect(stored('themeColors')).to.include({ primary: '#1f6fd1', danger: THEME_COLORS.danger });
    expect(storedThemeProperties()).to.deep.equal(properties);
  });

  it('starts only from stored colour properties: a stored value that is not a hex colour is dropped', () => {
    localStorage.setItem(
      'themeProperties',
      JSON.stringify({ '--jms-color-primary': '#0a6ebd', '--jms-color-info': 'red} body{display:none', '--jms-font-size': '#000000', 'color-danger': '#ffffff' }),
    );
    expect(storedThemeProperties()).to.deep.equal({ '--jms-color-primary': '#0a6ebd' });
    localStorage.setItem('themeProperties', '"#0a6ebd"');
    expect(storedThemeProperties()).to.equal(null);
  });

  it('writes the properties as a :host rule the built-in palettes leave out', () => {
    const rule = serverThemeRule(themeProperties(themeColorsFrom({ INTERFACE: { theme_info: { colors: { primary: '#0a6ebd' } } } })));
    expect(rule).to.match(/^:host\(:not\(\[theme=light\]\):not\(\[theme=dark\]\)\) \{/);
    expect(rule).to.include('--jms-color-primary: #0a6ebd;');
    expect(rule).to.include(`--jms-color-warning-disabled: ${mixWithWhite(readableOnWhite('#f8ac59'))};`);
  });
});
