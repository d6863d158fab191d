import { expect } from 'chai';
import { loadLanguage, loadScreenMessages, t } from '../../../src/core/i18n';

// Its own file: the screens' part, once added, stays for the page's life.
describe('the screens’ part of the catalogue', () => {
  it('comes only when a screen asks, then stays across language changes', async () => {
    await loadLanguage('en');
    expect(t('route.UserList')).to.equal('Users');
    expect(t('tickets.approve'), 'not loaded yet: the key shows').to.equal('tickets.approve');
    await loadScreenMessages();
    expect(t('tickets.approve')).to.equal('Approve');
    expect(t('route.UserList')).to.equal('Users');
    await loadLanguage('zh');
    expect(t('tickets.approve')).to.equal('同意');
    await loadLanguage('en');
  });
});
