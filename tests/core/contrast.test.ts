import { expect } from 'chai';
import { contrastRatio, readableOnWhite } from '../../src/core/contrast';

describe('colour contrast', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).to.be.closeTo(21, 0.01);
    expect(contrastRatio('#ffffff', '#ffffff')).to.equal(1);
    expect(contrastRatio('#1ab394', '#fff')).to.be.closeTo(2.65, 0.01);
    expect(contrastRatio('#fff', '#1ab394')).to.equal(contrastRatio('#1ab394', '#fff'));
  });

  it('darkens a colour in its own hue just enough, and leaves a dark one alone', () => {
    const teal = readableOnWhite('#1ab394');
    expect(contrastRatio(teal, '#ffffff')).to.be.at.least(5.1);
    const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(teal.slice(at, at + 2), 16));
    expect(green! / blue!).to.be.closeTo(0xb3 / 0x94, 0.03);
    expect(red! / green!).to.be.closeTo(0x1a / 0xb3, 0.03);
    expect(readableOnWhite('#333')).to.equal('#333333');
    expect(contrastRatio(readableOnWhite('#ffffff'), '#ffffff')).to.be.within(5.1, 5.4);
  });
});
