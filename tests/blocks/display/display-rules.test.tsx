import { expect } from 'chai';
import { makeFieldMeta, type RawFieldInfo } from '../../../src/core/metadata';
import { itemsFromMetadata } from '../../../src/blocks/detail-page/detail-card';
import { CardValue, CARD_RULES } from '../../../src/blocks/display/card-tables';
import { CellValue } from '../../../src/blocks/display/cell-value';
import { DISPLAY_RULES, showCell, tagStyle, type Cell, type DisplayRule } from '../../../src/blocks/display/display-rules';
import { useT } from '../../../src/blocks/i18n/use-t';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

const field = (name: string, info: Partial<RawFieldInfo> & { type: string }) => makeFieldMeta(name, info);

/** Each cell as the display rules show it (by the given rules, the console's by default), as text. */
async function shown(cells: readonly Cell[], rules: readonly DisplayRule[] = DISPLAY_RULES): Promise<string[]> {
  function Cells() {
    const t = useT();
    return (
      <>
        {cells.map((cell, index) => (
          <p key={index}>{showCell(cell, t, rules)}</p>
        ))}
      </>
    );
  }
  const view = await render(<Cells />);
  const texts = [...view.container.querySelectorAll('p')].map((cell) => cell.textContent ?? '');
  await view.unmount();
  return texts;
}

describe('the display rules', () => {
  it('masks what the metadata says is write-only, whatever its name; names decide only without metadata', async () => {
    expect(
      await shown([
        { name: 'client_key', value: 'KEY', field: field('client_key', { type: 'string', write_only: true }) },
        { name: 'secret', value: 'visible-temp-password', field: field('secret', { type: 'string' }) },
        { name: 'password', value: 'hunter2' },
        { name: 'private_key', value: 'KEY' },
      ]),
    ).to.deep.equal(['******', 'visible-temp-password', '******', '******']);
  });

  it('joins arrays with ", ", shows related objects and choices by their label, and nothing as "-"', async () => {
    expect(
      await shown([
        {
          name: 'groups',
          value: [
            { id: '1', name: 'Ops' },
            { id: '2', name: 'QA' },
          ],
          field: field('groups', { type: 'm2m_related_field' }),
        },
        { name: 'nodes_display', value: ['/Default/a', '/Default/b'] },
        { name: 'source', value: { value: 'ldap', label: 'LDAP/AD' } },
        { name: 'system_roles', value: [{ id: 'r', display_name: 'System user' }] },
        {
          name: 'mfa_level',
          value: 2,
          field: field('mfa_level', {
            type: 'choice',
            choices: [
              { value: 0, label: 'Disabled' },
              { value: 2, label: 'Force enabled' },
            ],
          }),
        },
        { name: 'groups', value: [] },
        { name: 'comment', value: '' },
      ]),
    ).to.deep.equal(['Ops, QA', '/Default/a, /Default/b', 'LDAP/AD', 'System user', 'Force enabled', '-', '-']);
  });

  it('formats dates the metadata types as dates, by name only for values without a typed field', async () => {
    const [typed, untyped, login, plain] = await shown([
      { name: 'expires', value: '2024/05/01 10:20:30 +0000', field: field('expires', { type: 'datetime' }) },
      { name: 'date_joined', value: '2024/05/01 10:20:30 +0000' },
      { name: 'last_login', value: '2024/05/01 10:20:30 +0000', field: field('last_login', { type: 'field' }) },
      { name: 'date_code', value: '2024/05/01 10:20:30 +0000', field: field('date_code', { type: 'string' }) },
    ]);
    for (const date of [typed, untyped, login]) expect(date).to.match(/^2024-05-01 \d\d:20:30$/);
    expect(plain).to.equal('2024/05/01 10:20:30 +0000');
  });

  it('shows counted seconds (session length, job and automation run time) as a duration', async () => {
    const values = [
      { name: 'duration', value: 1095 },
      { name: 'time_cost', value: 0.4 },
      { name: 'duration', value: '1095' },
      { name: 'timedelta', value: 4.2 },
      { name: 'timedelta', value: '65.0' },
    ];
    expect(await shown(values)).to.deep.equal(['18 minutes 15 seconds', '0 seconds', '1095', '4 seconds', '1 minute 5 seconds']);
  });

  it('takes a new display type as one more rule: web addresses as links', async () => {
    const link: DisplayRule = {
      name: 'link',
      applies: ({ value, field: meta }) => meta?.type === 'url' && typeof value === 'string',
      show: ({ value }) => <a href={value as string}>{value as string}</a>,
    };
    const site: Cell = { name: 'site', value: 'https://jumpserver.example.com/', field: field('site', { type: 'url' }) };
    function Site({ rules }: { rules: readonly DisplayRule[] }) {
      return <>{showCell(site, useT(), rules)}</>;
    }
    const without = await render(<Site rules={DISPLAY_RULES} />);
    expect(without.container.querySelector('a')).to.equal(null);
    await without.unmount();
    const view = await render(<Site rules={[link, ...DISPLAY_RULES]} />);
    expect(view.container.querySelector('a')?.getAttribute('href')).to.equal('https://jumpserver.example.com/');
    await view.unmount();
    expect(await shown([{ name: 'name', value: 'web-01', field: field('name', { type: 'string' }) }], [link, ...DISPLAY_RULES])).to.deep.equal(['web-01']);
  });

  it('renders marks, tags cycling four styles, cut-short comments and "-", readable by screen readers', async () => {
    expect([0, 1, 2, 3, 4].map(tagStyle)).to.deep.equal(['primary', 'success', 'info', 'warning', 'primary']);
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
              <CellValue name="labels" value={[{ id: '1', name: 'env', value: 'prod' }, 'b:2', 'c:3', 'd:4', 'e:5']} />
            </td>
            <td data-case="comment">
              <CellValue name="comment" value="A long comment" />
            </td>
            <td data-case="empty">
              <CellValue name="email" value={null} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = (name: string) => view.container.querySelector(`[data-case=${name}]`)!;
    expect(cell('yes').querySelector('[role=img]')?.getAttribute('aria-label')).to.equal('Yes');
    expect(cell('no').querySelector('[role=img]')?.getAttribute('aria-label')).to.equal('No');
    const tags = [...cell('tags').querySelectorAll('span span')];
    expect(tags.map((tag) => tag.textContent)).to.deep.equal(['env:prod', 'b:2', 'c:3', 'd:4', 'e:5']);
    expect(tags[0]?.className).to.equal(tags[4]?.className);
    expect(new Set(tags.slice(0, 4).map((tag) => tag.className)).size).to.equal(4);
    expect(cell('comment').querySelector('[title]')?.getAttribute('title')).to.equal('A long comment');
    expect(cell('empty').textContent).to.equal('-');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('shows a date field as its day, a command’s time by its datetime type, a login rule’s time period by its weekdays', async () => {
    const [day, command, period, none] = await shown([
      { name: 'date_expired', value: '2026/01/31', field: field('date_expired', { type: 'date' }) },
      { name: 'timestamp_display', value: '2026/11/24 19:27:33 +0000', field: field('timestamp_display', { type: 'datetime' }) },
      {
        name: 'time_period',
        value: [
          { id: 1, value: '09:00~18:00' },
          { id: 0, value: '00:00~08:00' },
        ],
      },
      { name: 'time_period', value: [{ id: 1, value: '' }] },
    ]);
    expect([day, period, none]).to.deep.equal(['2026-01-31', 'Mon 09:00~18:00; Sun 00:00~08:00', '-']);
    expect(command).to.match(/^2026-11-2\d \d\d:27:33$/);
  });

  const PROTOCOLS = field('protocols', {
    type: 'field',
    label: 'Protocols',
    child: {
      type: 'nested object',
      children: {
        id: { type: 'integer', label: 'ID' },
        name: { type: 'string', label: 'Name' },
        port: { type: 'integer', label: 'Port' },
        primary: { type: 'boolean', label: 'Primary' },
        setting: { type: 'json', label: 'Setting' },
      },
    },
  });
  const SSH_RDP = [
    { id: 1, name: 'ssh', port: 22, primary: true, setting: { sftp_enabled: true, sftp_home: '/tmp' } },
    { id: 2, name: 'rdp', port: 3389, primary: false, setting: {} },
  ];
  const STATISTICS = field('resource_statistics', {
    type: 'nested object',
    children: { users_amount: { type: 'integer', label: 'Users amount' }, assets_amount: { type: 'integer', label: 'Assets amount' } },
  });

  it('never shows JSON: protocols as name/port tags in a list, an object nothing describes as its keys and values', async () => {
    expect(
      await shown([
        { name: 'protocols', value: SSH_RDP, field: PROTOCOLS },
        { name: 'meta', value: { a: 1, b: 'x' } },
        { name: 'resource_statistics', value: { users_amount: 19, assets_amount: 3 }, field: STATISTICS },
      ]),
    ).to.deep.equal(['ssh/22rdp/3389', 'a: 1, b: x', 'Users amount: 19; Assets amount: 3']);
  });

  it('gives a detail card tables: protocols a row each with a column per sub-field, an object its keys beside their values', async () => {
    const view = await render(
      <div>
        <div data-case="protocols">
          <CardValue name="protocols" value={SSH_RDP} field={PROTOCOLS} />
        </div>
        <div data-case="statistics">
          <CardValue name="resource_statistics" value={{ users_amount: 19, assets_amount: 3 }} field={STATISTICS} />
        </div>
        <div data-case="related">
          <CardValue name="platform" value={{ id: 1, name: 'Linux' }} field={field('platform', { type: 'object_related_field' })} />
        </div>
      </div>,
    );
    const cell = (name: string) => view.container.querySelector(`[data-case=${name}]`)!;
    const protocols = cell('protocols');
    await waitFor(() => protocols.querySelector('thead') && cell('statistics').querySelector('table'));
    expect([...protocols.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Name', 'Port', 'Primary', 'Setting']);
    const first = [...protocols.querySelectorAll('tbody > tr:first-child > td')];
    expect(first.slice(0, 2).map((td) => td.textContent)).to.deep.equal(['ssh', '22']);
    expect(first[2]?.querySelector('[role=img]')?.getAttribute('aria-label')).to.equal('Yes');
    const said = (cell: Element | null) => cell?.querySelector('[role=img]')?.getAttribute('aria-label') ?? cell?.textContent;
    expect([...first[3]!.querySelectorAll('th[scope=row]')].map((th) => `${th.textContent}=${said(th.nextElementSibling)}`)).to.deep.equal(['sftp_enabled=Yes', 'sftp_home=/tmp']);
    expect([...cell('statistics').querySelectorAll('th[scope=row]')].map((th) => `${th.textContent}=${th.nextElementSibling?.textContent}`)).to.deep.equal([
      'Users amount=19',
      'Assets amount=3',
    ]);
    expect(cell('related').textContent).to.equal('Linux');
    await expectAccessible(view.container);
    await view.unmount();
  });
});

describe('the display rules on the answers of a real JumpServer v3.10', () => {
  // An account's asset as v3.10's OPTIONS describes it, and a row holding it.
  const asset = field('asset', {
    type: 'nested object',
    children: {
      id: { type: 'string', label: 'ID' },
      name: { type: 'string', read_only: true, label: 'Name' },
      address: { type: 'string', read_only: true, label: 'Address' },
      platform: { type: 'field', read_only: true, label: 'Platform' },
      auto_config: { type: 'field', read_only: true, label: 'Auto info' },
    },
  });
  const value = { id: '38c19ece', name: 'win-14', address: '10.1.1.14', platform: { id: 5, name: 'Windows' }, auto_config: { su_enabled: false } };

  it('shows a nested object that stands for another resource by its name, in a list and in a card', async () => {
    expect(
      await shown(
        [
          { name: 'asset', value, field: asset },
          { name: 'asset', value, field: asset, card: true },
        ],
        CARD_RULES,
      ),
    ).to.deep.equal(['win-14', 'win-14']);
  });

  it('reads a phone answered as {code, phone} while the metadata says string: +49 1701234505, never a key/value dump', async () => {
    const phone = field('phone', { type: 'string', max_length: 128 });
    const cells = [
      { name: 'phone', value: { code: '+49', phone: 1701234505 }, field: phone },
      { name: 'phone', value: { code: '+49', phone: 1701234505 }, field: phone, card: true },
    ];
    expect(await shown(cells, CARD_RULES)).to.deep.equal(['+49 1701234505', '+49 1701234505']);
  });

  it('counts a group’s members from its users when the detail (or the metadata) has no users_amount', async () => {
    const meta = [field('name', { type: 'string', label: 'Name' }), field('users_amount', { type: 'integer', label: 'Users amount' })];
    const items = itemsFromMetadata({ name: 'ops', users: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, meta, ['name', 'users_amount']);
    const view = await render(
      <dl>
        {items.map((item) => (
          <dd key={item.key}>{item.value}</dd>
        ))}
      </dl>,
    );
    expect([...view.container.querySelectorAll('dd')].map((cell) => cell.textContent)).to.deep.equal(['ops', '3']);
    await view.unmount();
    const listed = itemsFromMetadata({ name: 'ops', users_amount: 7 }, meta, ['users_amount']);
    const second = await render(
      <dl>
        {listed.map((item) => (
          <dd key={item.key}>{item.value}</dd>
        ))}
      </dl>,
    );
    expect(second.container.querySelector('dd')?.textContent).to.equal('7');
    await second.unmount();
    // v3.8.2's metadata lists no count at all: the line still shows, labelled as DRF would.
    expect(itemsFromMetadata({ name: 'ops', users: [{ id: 'a' }] }, meta.slice(0, 1), ['name', 'users_amount']).map((item) => item.key)).to.deep.equal(['Name', 'Users amount']);
  });
});
