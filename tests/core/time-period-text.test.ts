import { expect } from 'chai';
import { loadLanguage } from '../../src/core/i18n';
import { timePeriodText } from '../../src/core/time-period-text';

describe("a login rule's time period read out", () => {
  afterEach(() => loadLanguage('en'));

  it("reads the server's spans Monday first, whatever order its lines come in, and leaves out days without time", () => {
    const period = [
      { id: 0, value: '00:00~08:00' },
      { id: 2, value: '' },
      { id: 1, value: '08:00~12:00、13:00~18:00' },
      { id: 6, value: '00:00~00:00' },
    ];
    expect(timePeriodText(period)).to.equal('Mon 08:00~12:00, 13:00~18:00; Sat 00:00~00:00; Sun 00:00~08:00');
  });

  it('names no time for an empty week, a value that is no period, or spans that are not spans', () => {
    expect(timePeriodText([])).to.equal('');
    expect(timePeriodText('09:00~18:00')).to.equal('');
    expect(timePeriodText([{ id: 3, value: 'always' }, null, { id: 9, value: '09:00~18:00' }])).to.equal('');
  });

  it('names the weekdays in the interface language', async () => {
    await loadLanguage('zh');
    expect(timePeriodText([{ id: 1, value: '09:00~18:00' }])).to.equal('周一 09:00~18:00');
  });
});
