import { expect } from 'chai';
import { loadLanguage } from '../../../src/core/i18n';
import { makeFieldMeta } from '../../../src/core/metadata';
import { displayValue, objectText, tagStyle } from '../../../src/blocks/list-table/cell-value';
import { CellValue } from '../../../src/blocks/list-table/cell';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';

describe('cell display rules', () => {
  it('masks secrets, joins arrays with ", ", shows related objects and choices by their label', () => {
    expect(displayValue('password', 'hunter2')).to.deep.equal({ kind: 'text', text: '******' });
    expect(displayValue('private_key', 'KEY')).to.deep.equal({ kind: 'text', text: '******' });
    expect(displayValue('groups', [{ id: '1', name: 'Ops' }, { id: '2', name: 'QA' }])).to.deep.equal({ kind: 'text', text: 'Ops, QA' });
    expect(displayValue('nodes_display', ['/Default/a', '/Default/b'])).to.deep.equal({ kind: 'text', text: '/Default/a, /Default/b' });
    expect(displayValue('source', { value: 'ldap', label: 'LDAP/AD' })).to.deep.equal({ kind: 'text', text: 'LDAP/AD' });
    expect(displayValue('system_roles', [{ id: 'r', display_name: 'System user' }])).to.deep.equal({ kind: 'text', text: 'System user' });
    const mfa = makeFieldMeta('mfa_level', { type: 'choice', choices: [{ value: 0, label: 'Disabled' }, { value: 2, label: 'Force enabled' }] });
    expect(displayValue('mfa_level', 2, mfa)).to.deep.equal({ kind: 'text', text: 'Force enabled' });
    expect(displayValue('groups', [])).to.deep.equal({ kind: 'empty' });
    expect(displayValue('comment', '')).to.deep.equal({ kind: 'empty' });
  });

  it('shows booleans as marks, dates formatted and labels as tags cycling four styles', () => {
    expect(displayValue('is_active', false)).to.deep.equal({ kind: 'boolean', value: false });
    expect(displayValue('date_start', '2024/05/01 10:20:30 +0800')).to.have.property('kind', 'text');
    const login = displayValue('last_login', '2024/05/01 10:20:30 +0000');
    expect(login.kind === 'text' && /^2024-05-01 \d\d:20:30$/.test(login.text)).to.equal(true);
    const date = displayValue('date_joined', '2024/05/01 10:20:30 +0000');
    expect(date.kind === 'text' && /^2024-05-01 \d\d:20:30$/.test(date.text)).to.equal(true);
    // A command's timestamp_display and a ticket's approval date: dates by their text, whatever the name.
    const command = displayValue('timestamp_display', '2026/11/24 19:27:33 +0000');
    expect(command.kind === 'text' && /^2026-11-2\d \d\d:27:33$/.test(command.text)).to.equal(true);
    const approved = displayValue('approval_date', '2026-11-20T02:20:52.651000+00:00');
    expect(approved.kind === 'text' && /^2026-11-20 \d\d:20:52$/.test(approved.text)).to.equal(true);
    expect(displayValue('date_expired', '2026/01/31', makeFieldMeta('date_expired', { type: 'date' }))).to.deep.equal({ kind: 'text', text: '2026-01-31' });
    expect(displayValue('address', '10.0.0.1')).to.deep.equal({ kind: 'text', text: '10.0.0.1' });
    expect(displayValue('labels', [{ id: '1', name: 'env', value: 'prod' }, 'team:ops'])).to.deep.equal({ kind: 'tags', items: ['env:prod', 'team:ops'] });
    expect([0, 1, 2, 3, 4].map(tagStyle)).to.deep.equal(['primary', 'success', 'info', 'warning', 'primary']);
    expect(objectText({ value: 'x' })).to.equal('x');
  });

  it('shows a list of protocols as name/port tags in a list, as a table in a card; an object as its pairs in a card', () => {
    const protocols = makeFieldMeta('protocols', {
      type: 'field',
      label: 'Protocols',
      child: {
        type: 'nested object',
        children: { id: { type: 'integer', label: 'ID' }, name: { type: 'string', label: 'Name' }, port: { type: 'integer', label: 'Port' }, primary: { type: 'boolean', label: 'Primary' }, setting: { type: 'json', label: 'Setting' } },
      },
    });
    const value = [
      { id: 1, name: 'ssh', port: 22, primary: true, setting: { sftp_enabled: true, sftp_home: '/tmp' } },
      { id: 2, name: 'rdp', port: 3389, primary: false, setting: {} },
    ];
    expect(displayValue('protocols', value, protocols)).to.deep.equal({ kind: 'tags', items: ['ssh/22', 'rdp/3389'] });
    expect(displayValue('protocols', value, protocols, { card: true })).to.deep.equal({
      kind: 'table',
      columns: ['Name', 'Port', 'Primary', 'Setting'],
      rows: [
        [
          { kind: 'text', text: 'ssh' },
          { kind: 'text', text: '22' },
          { kind: 'boolean', value: true },
          { kind: 'pairs', items: [{ label: 'sftp_enabled', display: { kind: 'boolean', value: true } }, { label: 'sftp_home', display: { kind: 'text', text: '/tmp' } }] },
        ],
        [{ kind: 'text', text: 'rdp' }, { kind: 'text', text: '3389' }, { kind: 'boolean', value: false }, { kind: 'empty' }],
      ],
    });
    const statistics = makeFieldMeta('resource_statistics', { type: 'nested object', children: { users_amount: { type: 'integer', label: 'Users amount' } } });
    expect(displayValue('resource_statistics', { users_amount: 19 }, statistics, { card: true })).to.deep.equal({ kind: 'pairs', items: [{ label: 'Users amount', display: { kind: 'text', text: '19' } }] });
    // No JSON text, even for an object the metadata does not describe; a related object stays its name.
    expect(displayValue('meta', { a: 1, b: 'x' })).to.deep.equal({ kind: 'text', text: 'a: 1, b: x' });
    expect(displayValue('platform', { id: 1, name: 'Linux' }, makeFieldMeta('platform', { type: 'object_related_field' }), { card: true })).to.deep.equal({ kind: 'text', text: 'Linux' });
  });

  it('shows counted seconds (session length, job run time) as a duration', async () => {
    await loadLanguage('en');
    expect(displayValue('duration', 1095)).to.deep.equal({ kind: 'text', text: '18 minutes 15 seconds' });
    expect(displayValue('time_cost', 0.4)).to.deep.equal({ kind: 'text', text: '0 seconds' });
    expect(displayValue('duration', '1095')).to.deep.equal({ kind: 'text', text: '1095' });
  });

  it('renders each kind, readable by screen readers', async () => {
    const view = await render(
      <table>
        <tbody>
          <tr>
            <td data-case="yes">
              <CellValue name="is_active" value={true} />
            </td>
            <td data-case="no">
              <CellValue name="is_valid" value={false} />
            </td>
            <td data-case="tags">
              <CellValue name="labels" value={['a:1', 'b:2', 'c:3', 'd:4', 'e:5']} />
            </td>
            <td data-case="comment">
              <CellValue name="comment" value="A long comment" />
            </td>
            <td data-case="empty">
              <CellValue name="email" value={null} />
            </td>
            <td data-case="pairs">
              <CellValue name="resource_statistics" value={{ users_amount: 19 }} field={makeFieldMeta('resource_statistics', { type: 'nested object', children: { users_amount: { type: 'integer', label: 'Users amount' } } })} card />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = (name: string) => view.container.querySelector(`[data-case=${name}]`)!;
    expect(cell('yes').querySelector('[role=img]')?.getAttribute('aria-label')).to.equal('Yes');
    expect(cell('no').querySelector('[role=img]')?.getAttribute('aria-label')).to.equal('No');
    const tags = [...cell('tags').querySelectorAll('span span')];
    expect(tags.map((tag) => tag.textContent)).to.deep.equal(['a:1', 'b:2', 'c:3', 'd:4', 'e:5']);
    expect(tags[0]?.className).to.equal(tags[4]?.className);
    expect(new Set(tags.slice(0, 4).map((tag) => tag.className)).size).to.equal(4);
    expect(cell('comment').querySelector('[title]')?.getAttribute('title')).to.equal('A long comment');
    expect(cell('empty').textContent).to.equal('-');
    expect([...cell('pairs').querySelectorAll('th[scope=row]')].map((th) => `${th.textContent}=${th.nextElementSibling?.textContent}`)).to.deep.equal(['Users amount=19']);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
