import { expect } from 'chai';
import auditMessages from 'jms:messages/audit';
import consoleMessages from 'jms:messages/console';
import listMessages from 'jms:messages/lists';
import screenMessages from 'jms:messages/screens';
import { loadLanguage, loadMessages, t } from '../../../src/core/i18n';

// Its own file: a part, once added, stays for the page's life.
describe('the parts of the catalogue', () => {
  it('start with what every element shows; the others come when asked, then stay across language changes', async () => {
    await loadLanguage('en');
    expect(t('table.refresh')).to.equal('Refresh');
    expect(t('route.UserList'), 'the console’s part is not loaded yet: the key shows').to.equal('route.UserList');
    expect(t('audit.online')).to.equal('audit.online');

    await loadMessages(listMessages);
    expect(t('matchRule.all'), 'the lists’ part: the words of match rules in cells').to.equal('All');
    expect(t('audit.online'), 'the lists’ part has no audit messages').to.equal('audit.online');

    // Asked for together: the latest call waits for both.
    await Promise.all([loadMessages(consoleMessages), loadMessages(auditMessages)]);
    expect(t('route.UserList')).to.equal('Users');
    expect(t('audit.online')).to.equal('Online');
    expect(t('tickets.approve'), 'the audits’ part has no ticket messages').to.equal('tickets.approve');

    await loadMessages(screenMessages);
    expect(t('tickets.approve')).to.equal('Approve');
    await loadLanguage('zh');
    expect(t('tickets.approve')).to.equal('同意');
    expect(t('route.UserList')).to.equal('用户列表');
    expect(t('table.refresh')).to.equal('刷新');
    await loadLanguage('en');
  });
});
