import { expect } from 'chai';
import { useState } from 'react';
import { makeFieldMeta } from '../../../src/core/metadata';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import { FormFieldRow } from '../../../src/blocks/form/form-field-row';
import type { FieldOverride } from '../../../src/blocks/form/form-types';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import { passwordRules } from '../../../src/views/accounts/password-rules';
import { platformOverrides } from '../../../src/views/assets/platform-fields';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, typeInto } from '../helpers/signed-in';

// The screens' labels are their catalogue keys here: the test reads structure, not wording.
const t = ((key: string, values?: Record<string, string>) => (values?.['task'] ? `${key}:${values['task']}` : key)) as never;

function Harness({ name, override, initial, onValue }: { name: string; override: FieldOverride; initial: Record<string, unknown>; onValue: (value: unknown) => void }) {
  // A JSON field as the server describes it: nothing says what it holds.
  const field = makeFormField(makeFieldMeta(name, { type: 'json', label: name }), override);
  const [values, setValues] = useState(() => initialValues([field], initial));
  return (
    <FormFieldRow
      field={field}
      value={values[field.name]}
      onChange={(value) => {
        setValues({ [field.name]: value });
        onValue(buildBody([field], { [field.name]: value })[field.name]);
      }}
      onBlur={() => undefined}
    />
  );
}

const labelled = (root: HTMLElement, text: string) => {
  const label = byText(root, 'label', text);
  return root.querySelector<HTMLInputElement>(`[id="${label?.getAttribute('for') ?? ''}"]`)!;
};

describe('a JSON field of a known shape', () => {
  it('edits password rules by their parts, no JSON editor, and sends the rules back with what it does not know', async () => {
    const sent: unknown[] = [];
    const initial = { password_rules: { length: 16, lowercase: true, uppercase: true, digit: true, symbol: false, exclude_symbols: '', kept: 1 } };
    const view = await render(<Harness name="password_rules" override={passwordRules({ t })} initial={initial} onValue={(value) => sent.push(value)} />);
    const root = view.container;
    expect(root.querySelector('[data-json-editor]')).to.equal(null);
    await act(async () => typeInto(labelled(root, 'passwordRules.length'), '20'));
    await click(labelled(root, 'passwordRules.symbol'));
    expect(sent.at(-1)).to.deep.equal({ length: 20, lowercase: true, uppercase: true, digit: true, symbol: true, exclude_symbols: '', kept: 1 });
    await expectAccessible(root);
    await view.unmount();
  });

  it("edits a platform's custom fields as a table that may be emptied", async () => {
    const sent: unknown[] = [];
    const initial = { custom_fields: [{ name: 'rack', label: 'Rack', type: 'str', default: '', help_text: '', required: false, choices: [] }] };
    const view = await render(<Harness name="custom_fields" override={platformOverrides({ t }).custom_fields!} initial={initial} onValue={(value) => sent.push(value)} />);
    const root = view.container;
    expect(root.querySelector('[data-json-editor]')).to.equal(null);
    const cell = (label: string) => root.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"], [id="${byText(root, 'label', label)?.getAttribute('for') ?? ''}"]`)!;
    await act(async () => typeInto(cell('platform.customField.label, row 1'), 'Rack number'));
    await click(byText(root, 'button', 'Add'));
    await act(async () => typeInto(cell('platform.customField.name, row 2'), 'zone'));
    const rows = sent.at(-1) as Record<string, unknown>[];
    expect(rows.map((row) => [row['name'], row['label'], row['type'], row['required']])).to.deep.equal([
      ['rack', 'Rack number', 'str', false],
      ['zone', '', 'str', false],
    ]);
    await click(root.querySelector('button[aria-label="Remove row 2"]'));
    await click(root.querySelector('button[aria-label="Remove row 1"]'));
    expect(sent.at(-1)).to.deep.equal([]);
    await view.unmount();
  });

  it("edits a platform's automation as switches, methods and parameters, shown while Ansible and the task are on", async () => {
    const sent: unknown[] = [];
    const initial = { automation: { id: 7, ansible_enabled: true, ansible_config: { ansible_connection: 'smart' }, ping_enabled: false, ping_method: 'posix_ping', ping_params: {} } };
    const view = await render(<Harness name="automation" override={platformOverrides({ t }).automation!} initial={initial} onValue={(value) => sent.push(value)} />);
    const root = view.container;
    expect(root.querySelector('[data-json-editor]')).to.equal(null);
    expect(byText(root, 'label', 'platform.automation.method:platform.automation.ping')).to.equal(undefined);
    await click(labelled(root, 'platform.automation.ping'));
    await act(async () => typeInto(labelled(root, 'platform.automation.method:platform.automation.ping'), 'ping_by_ssh'));
    const automation = sent.at(-1) as Record<string, unknown>;
    expect(automation).to.include({ id: 7, ansible_enabled: true, ping_enabled: true, ping_method: 'ping_by_ssh' });
    expect(automation['ansible_config']).to.deep.equal({ ansible_connection: 'smart' });
    await click(labelled(root, 'platform.automation.ansible'));
    expect(byText(root, 'label', 'platform.automation.ping')).to.equal(undefined);
    await expectAccessible(root);
    await view.unmount();
  });
});
