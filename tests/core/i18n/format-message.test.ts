import { parse } from '@formatjs/icu-messageformat-parser';
import { expect } from 'chai';
import { formatElements, type MessageValues } from '../../../src/core/i18n/format-message';

const format = (message: string, values?: MessageValues, locale = 'en') => formatElements(parse(message), locale, values);

describe('formatting a message of the catalogue', () => {
  it('puts values in as given, zero and empty text included', () => {
    expect(format('Saved')).to.equal('Saved');
    expect(format('{name} has {count} tickets', { name: 'admin', count: 0 })).to.equal('admin has 0 tickets');
    expect(format('[{name}]', { name: '' })).to.equal('[]');
    expect(format('{count}', { count: 12345 }), 'a plain argument is not grouped').to.equal('12345');
  });

  it('writes numbers and # in the language’s way', () => {
    expect(format('{count, number} more…', { count: 12345 })).to.equal('12,345 more…');
    expect(format('{n, plural, one {# day} other {# days}}', { n: 1234 })).to.equal('1,234 days');
    expect(format('{n, plural, other {# 件}}', { n: 1234 }, 'ja')).to.equal('1,234 件');
  });

  it('chooses the exact option first, then the language’s plural category, then other', () => {
    const days = '{days, plural, =0 {Today} one {Last day} other {Last # days}}';
    expect(format(days, { days: 0 })).to.equal('Today');
    expect(format(days, { days: 1 })).to.equal('Last day');
    expect(format(days, { days: 7 })).to.equal('Last 7 days');
    expect(format('{n, plural, one {# item} other {# items}}', { n: 1 }, 'zh'), 'Chinese has no “one”').to.equal('1 items');
    expect(format('{n, plural, one {# of {total}} other {# of {total}}}', { n: 2, total: 9 }), 'values inside an option').to.equal('2 of 9');
  });

  it('refuses a message missing one of its values, and elements the catalogue does not use', () => {
    expect(() => format('Hello {name}')).to.throw('name');
    expect(() => format('{kind, select, a {A} other {B}}', { kind: 'a' })).to.throw('select');
  });
});
