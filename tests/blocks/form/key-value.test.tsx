import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { makeFieldMeta } from '../../../src/core/metadata';
import { makeFormField, widgetFor } from '../../../src/blocks/form/field-widget';
import { FormFieldRow } from '../../../src/blocks/form/form-field-row';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import { keyValueRule, type KeyValueRow } from '../../../src/blocks/form/key-value';
import { expectAccessible } from '../../helpers/axe';
import { FieldHarness } from './field-harness';
import { act, render } from '../../helpers/render';
import { byText, click, typeInto } from '../helpers/signed-in';

// AUTH_LDAP_USER_ATTR_MAP as the project's backend describes it (a JSON field with a mapping for default).
const LDAP_MAP = makeFieldMeta('AUTH_LDAP_USER_ATTR_MAP', { type: 'json', label: 'User attribute', default: { username: 'cn', name: 'sn', email: 'mail' } });

function Harness({ onValue, initial }: { onValue: (value: unknown) => void; initial: Record<string, unknown> }) {
  return <FieldHarness field={makeFormField(LDAP_MAP, { keyValue: { key: 'User attribute in JumpServer', value: 'LDAP attribute' } })} initial={initial} onValue={onValue} />;
}

describe('the two-column mapping editor', () => {
  it('is chosen for a JSON field whose default is a mapping; other JSON stays text', () => {
    expect(widgetFor(LDAP_MAP)).to.equal('key-value');
    expect(widgetFor(makeFieldMeta('time_period', { type: 'json', default: [] }))).to.equal('json');
    expect(widgetFor(makeFieldMeta('AUTH_LDAP_USER_ATTR_MAP', { type: 'json' }), { widget: 'key-value' })).to.equal('key-value');
  });

  it('edits the mapping a line each, labelled by its column and line, and sends an object', async () => {
    const sent: unknown[] = [];
    const view = await render(<Harness initial={{ AUTH_LDAP_USER_ATTR_MAP: { username: 'uid', name: 'cn' } }} onValue={(value) => sent.push(value)} />);
    const root = view.container;
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['User attribute in JumpServer', 'LDAP attribute', 'Actions']);
    const cell = (label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
    expect(cell('LDAP attribute, row 1').value).to.equal('uid');
    await act(async () => typeInto(cell('LDAP attribute, row 2'), 'displayName'));
    await click(byText(root, 'button', 'Add'));
    await act(async () => typeInto(cell('User attribute in JumpServer, row 3'), 'email'));
    await act(async () => typeInto(cell('LDAP attribute, row 3'), ' mail '));
    expect(sent.at(-1)).to.deep.equal({ username: 'uid', name: 'displayName', email: 'mail' });
    await click(root.querySelector('button[aria-label="Remove row 1"]'));
    expect(sent.at(-1)).to.deep.equal({ name: 'displayName', email: 'mail' });
    await expectAccessible(root);
    await view.unmount();
  });

  it('is worked from the keyboard: Tab reaches each cell, Enter on Add opens a line', async () => {
    const view = await render(<Harness initial={{ AUTH_LDAP_USER_ATTR_MAP: { username: 'cn' } }} onValue={() => undefined} />);
    const root = view.container;
    root.querySelector<HTMLInputElement>('input[aria-label="User attribute in JumpServer, row 1"]')!.focus();
    const path: (string | null)[] = [];
    for (let step = 0; step < 3; step++) {
      await act(() => sendKeys({ press: 'Tab' }));
      path.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
    }
    expect(path).to.deep.equal(['LDAP attribute, row 1', 'Remove row 1', 'Add']);
    await act(() => sendKeys({ press: 'Enter' }));
    expect(root.querySelectorAll('tbody tr')).to.have.length(2);
    await view.unmount();
  });

  it('keeps flags as switches and numbers as numbers (a protocol’s settings), and shows deeper JSON as text', async () => {
    const setting = makeFormField(makeFieldMeta('setting', { type: 'json', default: {} }));
    expect(initialValues([setting], { setting: { console: false, security: 'any', port: 3389 } }).setting).to.deep.equal([
      { key: 'console', value: false },
      { key: 'security', value: 'any' },
      { key: 'port', value: 3389 },
    ]);
    const nested = initialValues([setting], { setting: { ansible_config: { ansible_connection: 'smart' } } }).setting;
    expect(typeof nested).to.equal('string');
    expect(buildBody([setting], { setting: nested }).setting).to.deep.equal({ ansible_config: { ansible_connection: 'smart' } });
    const sent: unknown[] = [];
    function Flags() {
      const [value, setValue] = useState<unknown>(initialValues([setting], { setting: { console: false } }).setting);
      return (
        <FormFieldRow
          field={setting}
          value={value}
          onChange={(next) => {
            setValue(next);
            sent.push(buildBody([setting], { setting: next }).setting);
          }}
          onBlur={() => undefined}
        />
      );
    }
    const view = await render(<Flags />);
    await click(view.container.querySelector('input[type=checkbox][aria-label="Value, row 1"]'));
    expect(sent).to.deep.equal([{ console: true }]);
    await view.unmount();
  });

  it('refuses a value without a key and a key given twice', () => {
    const rows = (...pairs: [string, string][]): KeyValueRow[] => pairs.map(([key, value]) => ({ key, value }));
    expect(keyValueRule(rows(['username', 'cn'], ['', '']))).to.equal(undefined);
    expect(keyValueRule(rows(['', 'cn']))?.key).to.equal('validation.keyRequired');
    expect(keyValueRule(rows(['name', 'cn'], [' name', 'sn']))).to.deep.equal({ key: 'validation.duplicateKey', values: { key: 'name' } });
  });
});
