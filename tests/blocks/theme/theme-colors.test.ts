import { expect } from 'chai';
import { mixWithWhite, serverThemeRule, storedThemeColors, storeThemeColors, themeColorsFrom, themeProperties } from '../../../src/blocks/theme/theme-colors';

describe('theme colors', () => {
  afterEach(() => localStorage.clear());

  it('takes the interface settings’ colors over the defaults, ignoring what is not a color', () => {
    const colors = themeColorsFrom({ INTERFACE: { theme_info: { colors: { primary: '#483D8B', danger: 'red; background: url(x)' } } } });
    expect(colors).to.deep.equal({ primary: '#483D8B', info: '#1c84c6', success: '#2793d7', warning: '#f8ac59', danger: '#ed5565' });
    expect(themeColorsFrom({})).to.include({ primary: '#1ab394' });
  });

  it('mixes disabled variants with 35% white', () => {
    expect(mixWithWhite('#1ab394')).to.equal('#6aceb9');
    expect(mixWithWhite('#000')).to.equal('#595959');
    expect(themeProperties(themeColorsFrom({}))).to.include({ '--jms-color-primary': '#1ab394', '--jms-color-primary-disabled': '#6aceb9' });
  });

  it('writes the colors as a :host rule the built-in palettes leave out, and keeps them in themeColors', () => {
    const colors = themeColorsFrom({ INTERFACE: { theme_info: { colors: { primary: '#0a6ebd' } } } });
    const rule = serverThemeRule(colors);
    expect(rule).to.match(/^:host\(:not\(\[theme=light\]\):not\(\[theme=dark\]\)\) \{/);
    expect(rule).to.include('--jms-color-primary: #0a6ebd;');
    expect(rule).to.include(`--jms-color-warning-disabled: ${mixWithWhite('#f8ac59')};`);
    storeThemeColors(colors);
    expect(JSON.parse(localStorage.getItem('themeColors')!)).to.include({ primary: '#0a6ebd' });
    expect(storedThemeColors()).to.deep.equal(colors);
  });
});
