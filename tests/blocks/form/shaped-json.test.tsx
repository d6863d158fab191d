import { expect } from 'chai';
import { makeFieldMeta } from '../../../src/core/metadata';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import type { FieldOverride } from '../../../src/blocks/form/form-types';
import { passwordRules } from '../../../src/views/accounts/password-rules';
import { platformOverrides } from '../../../src/views/assets/platform-fields';
import { saml2Advanced } from '../../../src/views/settings/settings-fields';
import { expectAccessible } from '../../helpers/axe';
import { FieldHarness } from './field-harness';
import { act, render } from '../../helpers/render';
import { byText, click, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

// The screens' labels are their catalogue keys here: the test reads structure, not wording.
const t = ((key: string, values?: Record<string, string>) => (values?.['task'] ? `${key}:${values['task']}` : key)) as never;

/** A JSON field as the server describes it (nothing says what it holds), edited as the screen's override shapes it. */
function Harness({
  name,
  override,
  ...rest
}: {
  name: string;
  override: FieldOverride;
  initial: Record<string, unknown>;
  onValue: (value: unknown) => void;
  form?: Record<string, unknown>;
}) {
  return <FieldHarness field={makeFormField(makeFieldMeta(name, { type: 'json', label: name }), override)} {...rest} />;
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
    const cell = (label: string) =>
      root.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"], [id="${byText(root, 'label', label)?.getAttribute('for') ?? ''}"]`)!;
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

  describe("a platform's automation", () => {
    withServerSession('admin');

    it('edits it as switches, a method chosen among those the type offers, and parameters, shown while Ansible and the task are on', async () => {
      const sent: unknown[] = [];
      const initial = {
        automation: { id: 7, ansible_enabled: true, ansible_config: { ansible_connection: 'smart' }, ping_enabled: false, ping_method: 'posix_ping', ping_params: {} },
      };
      const view = await render(
        <Harness
          name="automation"
          override={platformOverrides({ t }).automation!}
          initial={initial}
          form={{ category: 'host', type: 'linux' }}
          onValue={(value) => sent.push(value)}
        />,
      );
      const root = view.container;
      expect(root.querySelector('[data-json-editor]')).to.equal(null);
      expect(byText(root, 'label', 'platform.automation.method:platform.automation.ping')).to.equal(undefined);
      await click(labelled(root, 'platform.automation.ping'));
      const method = labelled(root, 'platform.automation.method:platform.automation.ping') as unknown as HTMLSelectElement;
      await waitFor(() => method.options.length > 1);
      // The server's Linux ping methods, by their names; the stored one chosen.
      expect([...method.options].map((option) => option.text).slice(1)).to.deep.equal(['Use Ansible builtin module ping to test Posix', 'Ping by paramiko module']);
      expect(method.selectedOptions[0]?.text).to.equal('Use Ansible builtin module ping to test Posix');
      await act(async () => {
        method.value = [...method.options].find((option) => option.text === 'Ping by paramiko module')!.value;
        method.dispatchEvent(new Event('change', { bubbles: true }));
      });
      const automation = sent.at(-1) as Record<string, unknown>;
      expect(automation).to.include({ id: 7, ansible_enabled: true, ping_enabled: true, ping_method: 'ping_by_ssh' });
      expect(automation['ansible_config']).to.deep.equal({ ansible_connection: 'smart' });
      await click(labelled(root, 'platform.automation.ansible'));
      expect(byText(root, 'label', 'platform.automation.ping')).to.equal(undefined);
      await expectAccessible(root);
      await view.unmount();
    });

    it('takes the first method a type offers when the stored one is not among them', async () => {
      const sent: unknown[] = [];
      const initial = { automation: { ansible_enabled: true, push_account_enabled: true, push_account_method: 'push_account_posix', push_account_params: {} } };
      const view = await render(
        <Harness
          name="automation"
          override={platformOverrides({ t }).automation!}
          initial={initial}
          form={{ category: 'database', type: 'mysql' }}
          onValue={(value) => sent.push(value)}
        />,
      );
      await waitFor(() => (sent.at(-1) as Record<string, unknown> | undefined)?.['push_account_method'] === 'push_account_mysql');
      await view.unmount();
    });
  });

  it('shows a sub-field the stored object leaves out at its default, as the server takes it (SAML2 strict mode)', async () => {
    const view = await render(
      <Harness name="SAML2_SP_ADVANCED_SETTINGS" override={saml2Advanced(t)} initial={{ SAML2_SP_ADVANCED_SETTINGS: { security: {} } }} onValue={() => undefined} />,
    );
    expect(labelled(view.container, 'settings.saml2.strict').checked).to.equal(true);
    await view.unmount();
  });
});
