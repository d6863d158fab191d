import type { FieldOverride, FormValues } from '../../blocks/form/form-types';
import type { RawFieldInfo } from '../../core/metadata';
import type { FormScreenEnv } from '../common/form-screen';
import { AutomationMethodSelect } from './automation-method-select';

type Env = Pick<FormScreenEnv, 't'>;

/** What a platform's automation may do, in the official form's order. */
const AUTOMATION_KINDS = ['ping', 'gather_facts', 'change_secret', 'push_account', 'verify_account', 'gather_accounts'] as const;

/** A mapping (edited as two columns): its default says so. */
const mapping = (label: string): RawFieldInfo => ({ type: 'json', default: {}, label });

/**
 * A platform's automation (JumpServer's PlatformAutomationSerializer): Ansible
 * on or off with its connection settings, then for each kind of task a switch,
 * its method (one of those the platform's type offers) and the method's
 * parameters, shown while Ansible and the task are on.
 */
function automation({ t }: Env): FieldOverride {
  const children: Record<string, RawFieldInfo> = {
    ansible_enabled: { type: 'boolean', default: false, label: t('platform.automation.ansible') },
    ansible_config: mapping(t('platform.automation.ansibleConfig')),
  };
  const overrides: Record<string, FieldOverride> = { ansible_config: { hidden: (values) => !values['ansible_enabled'] } };
  for (const kind of AUTOMATION_KINDS) {
    const task = t(`platform.automation.${kind}`);
    children[`${kind}_enabled`] = { type: 'boolean', default: false, label: task };
    children[`${kind}_method`] = { type: 'string', max_length: 32, label: t('platform.automation.method', { task }) };
    children[`${kind}_params`] = mapping(t('platform.automation.params', { task }));
    const off = (values: FormValues) => !values['ansible_enabled'] || !values[`${kind}_enabled`];
    overrides[`${kind}_enabled`] = { hidden: (values) => !values['ansible_enabled'] };
    overrides[`${kind}_method`] = { hidden: off, render: (props) => <AutomationMethodSelect task={kind} {...props} /> };
    overrides[`${kind}_params`] = { hidden: off };
  }
  return { shape: { type: 'nested object', children }, children: overrides };
}

/** The fields a platform adds to its assets (JumpServer's PlatformCustomField): a table, a row each. */
function customFields({ t }: Env): FieldOverride {
  const text = (label: string, max_length: number, required = false): RawFieldInfo => ({ type: 'string', max_length, required, label, ...(required ? {} : { default: '' }) });
  return {
    mayBeEmpty: true,
    shape: {
      type: 'list',
      child: {
        type: 'nested object',
        children: {
          name: text(t('platform.customField.name'), 128, true),
          label: text(t('platform.customField.label'), 128, true),
          type: {
            type: 'choice',
            default: 'str',
            label: t('platform.customField.type'),
            choices: (['str', 'int', 'bool', 'choice'] as const).map((value) => ({ value, label: t(`platform.customField.types.${value}`) })),
          },
          default: text(t('platform.customField.default'), 1024),
          help_text: text(t('platform.customField.helpText'), 1024),
          required: { type: 'boolean', default: false, label: t('platform.customField.required') },
          choices: { type: 'list', child: { type: 'string' }, default: [], label: t('platform.customField.choices') },
        },
      },
    },
  };
}

/** The platform form's JSON fields, edited by their parts. */
export const platformOverrides = (env: Env): Record<string, FieldOverride> => ({ automation: automation(env), custom_fields: customFields(env) });
