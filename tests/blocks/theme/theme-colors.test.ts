import { expect } from 'chai';
import { contrastRatio } from '../../../src/core/contrast';
import { mixWithWhite, themeColorsFrom, themeProperties } from '../../../src/blocks/theme/theme-colors';

describe('theme colors', () => {
  it('takes the interface settings’ colors over the defaults, ignoring what is not a color', () => {
    const colors = themeColorsFrom({ INTERFACE: { theme_info: { colors: { primary: '#483D8B', danger: 'red; background: url(x)' } } } });
    expect(colors).to.deep.equal({ primary: '#483D8B', info: '#1c84c6', success: '#2793d7', warning: '#f8ac59', danger: '#ed5565' });
    expect(themeColorsFrom({})).to.include({ primary: '#1ab394' });
  });

  it('mixes disabled variants with 35% white', () => {
    expect(mixWithWhite('#1ab394')).to.equal('#6aceb9');
    expect(mixWithWhite('#000')).to.equal('#595959');
  });

  it('sets every colour readable, in its own hue: JumpServer’s teal becomes a darker teal that white text on it passes 4.5:1 with', () => {
    const properties = themeProperties(themeColorsFrom({}));
    expect(properties).to.include({ '--jms-color-primary': '#127c66', '--jms-color-primary-disabled': mixWithWhite('#127c66') });
    for (const name of ['primary', 'info', 'success', 'warning', 'danger']) {
      expect(contrastRatio(properties[`--jms-color-${name}`]!, '#ffffff'), name).to.be.at.least(5.1);
    }
    // A colour dark enough already is the settings' own.
    expect(themeProperties(themeColorsFrom({ INTERFACE: { theme_info: { colors: { primary: '#0a6ebd' } } } }))).to.include({ '--jms-color-primary': '#0a6ebd' });
  });
});
