import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { periodInOrder } from '../../../src/core/validation';
import { makeFieldMeta, type RawFieldInfo } from '../../../src/core/metadata';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import { FormFieldRow } from '../../../src/blocks/form/form-field-row';
import type { FieldOverride } from '../../../src/blocks/form/form-types';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, typeInto } from '../helpers/signed-in';

// A platform's protocols and an announcement, as the project's backend describes them (PUT metadata).
const PROTOCOLS: RawFieldInfo = {
  type: 'field',
  label: 'Protocols',
  child: {
    type: 'nested object',
    children: {
      id: { type: 'integer', label: 'ID', read_only: true },
      name: { type: 'string', label: 'Name', required: true, max_length: 32 },
      port: { type: 'integer', label: 'Port', required: true },
      primary: { type: 'boolean', label: 'Primary', default: false },
      setting: { type: 'json', label: 'Setting' },
    },
  },
};
const ANNOUNCEMENT: RawFieldInfo = {
  type: 'nested object',
  label: 'Announcement',
  children: {
    ID: { type: 'string', label: 'ID' },
    SUBJECT: { type: 'string', label: 'Subject', required: true, max_length: 1024 },
    CONTENT: { type: 'string', label: 'Content', required: true },
    DATE_START: { type: 'datetime', label: 'Date start' },
    DATE_END: { type: 'datetime', label: 'Date end' },
  },
};

/** One generated field in its row, reporting the body it would send. */
function Row({ name, info, initial, override = {}, sent }: { name: string; info: RawFieldInfo; initial: unknown; override?: FieldOverride; sent: unknown[] }) {
  const field = makeFormField(makeFieldMeta(name, info), override);
  const [value, setValue] = useState(() => initialValues([field], { [name]: initial })[name]);
  return (
    <FormFieldRow
      field={field}
      value={value}
      onChange={(next) => {
        setValue(next);
        sent.push(buildBody([field], { [name]: next })[name]);
      }}
      onBlur={() => undefined}
    />
  );
}

const cell = (root: ParentNode, label: string) =>
  root.querySelector<HTMLInputElement>(
    `[aria-label="${label}"], #${CSS.escape([...root.querySelectorAll('label')].find((element) => element.textContent === label)?.htmlFor ?? 'none')}`,
  );

describe('nested objects in a form', () => {
  it('edits a list of protocols as a table, a column per sub-field, the id kept and not shown', async () => {
    const sent: unknown[] = [];
    const initial = [
      { id: 7, name: 'ssh', port: 22, primary: true, setting: { sftp_enabled: true, sftp_home: '/tmp' } },
      { id: 8, name: 'rdp', port: 3389, primary: false, setting: {} },
    ];
    const view = await render(<Row name="protocols" info={PROTOCOLS} initial={initial} sent={sent} />);
    const root = view.container;
    expect([...root.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Name', 'Port', 'Primary', 'Setting', 'Actions']);
    await act(async () => typeInto(cell(root, 'Port, row 2')!, '3390'));
    expect(sent.at(-1)).to.deep.equal([initial[0], { ...initial[1], port: 3390 }]);
    await click(root.querySelector('button[aria-label="Remove row 1"]'));
    expect((sent.at(-1) as unknown[]).map((item) => (item as { id: number }).id)).to.deep.equal([8]);
    const last = root.querySelector<HTMLButtonElement>('button[aria-label="Remove row 1"]')!;
    expect(last.disabled).to.equal(true);
    await click(byText(root, 'button', 'Add'));
    expect(sent.at(-1)).to.deep.equal([
      { ...initial[1], port: 3390 },
      { name: '', primary: false, setting: {} },
    ]);
    await expectAccessible(root);
    await view.unmount();
  });

  it('opens a protocol’s settings in a dialog from the keyboard, edits them as two columns and comes back to the row', async () => {
    const sent: unknown[] = [];
    const view = await render(
      <Row name="protocols" info={PROTOCOLS} initial={[{ id: 7, name: 'ssh', port: 22, primary: true, setting: { sftp_enabled: true, sftp_home: '/tmp' } }]} sent={sent} />,
    );
    const root = view.container;
    const open = root.querySelector<HTMLButtonElement>('button[aria-label="Edit Setting, row 1"]')!;
    open.focus();
    await act(() => sendKeys({ press: 'Enter' }));
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Setting · ssh');
    await click(dialog.querySelector('input[type=checkbox][aria-label="Value, row 1"]'));
    await act(async () => typeInto(dialog.querySelector<HTMLInputElement>('input[aria-label="Value, row 2"]')!, '/home'));
    expect(sent.at(-1)).to.deep.equal([{ id: 7, name: 'ssh', port: 22, primary: true, setting: { sftp_enabled: false, sftp_home: '/home' } }]);
    await expectAccessible(dialog as HTMLElement);
    await act(() => sendKeys({ press: 'Escape' }));
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(document.activeElement).to.equal(open);
    await view.unmount();
  });

  it('edits a nested object as a sub-form: a line per sub-field with its label, the id left out, required ones and the period checked', async () => {
    const sent: unknown[] = [];
    const rules = { rules: [periodInOrder('DATE_START', 'DATE_END')] };
    const view = await render(<Row name="ANNOUNCEMENT" info={ANNOUNCEMENT} override={rules} initial={{ ID: 'a1', SUBJECT: 'Maintenance', CONTENT: '' }} sent={sent} />);
    const root = view.container;
    expect([...root.querySelectorAll('[role=group] label')].map((label) => label.textContent)).to.deep.equal(['*Subject', '*Content', 'Date start', 'Date end']);
    await act(async () => typeInto(cell(root, '*Content')!, 'Tonight, 22:00 to 23:00'));
    await act(async () => typeInto(cell(root, 'Date start')!, '2026-12-01T22:00:00'));
    const body = sent.at(-1) as Record<string, unknown>;
    expect(body).to.include({ ID: 'a1', SUBJECT: 'Maintenance', CONTENT: 'Tonight, 22:00 to 23:00', DATE_END: null });
    expect(new Date(String(body['DATE_START'])).getHours()).to.equal(22);
    const field = makeFormField(makeFieldMeta('ANNOUNCEMENT', ANNOUNCEMENT), rules);
    const check = (value: Record<string, unknown>) => field.rules.map((rule) => rule(value)).find(Boolean);
    expect(check({ SUBJECT: 'x', CONTENT: '' })).to.deep.equal({ key: 'validation.childRequired', values: { field: 'Content' } });
    expect(check({ SUBJECT: 'x', CONTENT: 'y', DATE_START: '2026-12-02T00:00:00', DATE_END: '2026-12-01T00:00:00' })).to.deep.equal({ key: 'validation.periodOrder' });
    expect(check({ SUBJECT: 'x', CONTENT: 'y', DATE_START: '2026-12-01T00:00:00', DATE_END: '' })).to.equal(undefined);
    await expectAccessible(root);
    await view.unmount();
  });
});
