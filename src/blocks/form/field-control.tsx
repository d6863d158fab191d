import { emptyWeek, type WeekSlots } from '../../core/time-period';
import * as controls from '../controls/controls.css';
import * as formControls from '../controls/form-controls.css';
import { useT } from '../i18n/use-t';
import { RemoteSelect } from '../select/remote-select';
import type { SelectOption } from '../select/option';
import type { FormField } from './form-types';
import { JsonEditor } from './json-editor';
import type { KeyValueRow } from './key-value';
import { KeyValueInput } from './key-value-input';
import { MatchRuleInput } from '../match-rule/match-rule-input';
import type { MatchRuleValue } from '../match-rule/match-rule-value';
import { RadioGroup } from '../controls/radio-group';
import { Switch } from '../controls/switch';
import { NestedFields, NestedTable } from './nested-input';
import { TagInput } from './tag-input';
import { WeekTimeInput } from './week-time-input';
import { FileContentInput } from '../upload/file-content-input';
import * as styles from './form.css';

export interface FieldControlProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  id: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** The label's id, for groups of inputs (radios, checkboxes). */
  labelId?: string;
}

const asString = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The input a field's widget calls for. */
export function FieldControl({ field, value, onChange, onBlur, id, invalid, describedBy, disabled = false, labelId }: FieldControlProps) {
  const t = useT();
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } as const;
  const text = { ...aria, 'aria-required': field.required || undefined } as const;
  const placeholder = field.override.placeholder;
  // What every text-like <input> shares; each case adds its type.
  const input = {
    id,
    className: controls.input,
    value: asString(value),
    disabled,
    placeholder,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    ...text,
  };
  if (field.override.render) return <>{field.override.render({ value, onChange, id, invalid, describedBy })}</>;
  switch (field.widget) {
    case 'textarea':
      return <textarea {...input} className={formControls.textarea} />;
    case 'password':
      return <input {...input} type="password" autoComplete="new-password" />;
    case 'number':
      return <input {...input} type="number" inputMode="numeric" min={field.meta.minValue} max={field.meta.maxValue} />;
    case 'switch':
      return (
        <label className={styles.switchLabel}>
          <Switch id={id} checked={Boolean(value)} disabled={disabled} onChange={onChange} onBlur={onBlur} {...aria} />
          {value ? t('common.yes') : t('common.no')}
        </label>
      );
    case 'radio':
      return (
        <RadioGroup
          id={id}
          labelledBy={labelId}
          value={value}
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          {...(describedBy ? { describedBy } : {})}
          options={field.meta.choices.map((choice) => ({ value: choice.value, label: choice.label }))}
        />
      );
    case 'select':
      return (
        <select
          id={id}
          className={controls.input}
          value={field.meta.choices.findIndex((choice) => choice.value === value)}
          disabled={disabled}
          onChange={(event) => onChange(field.meta.choices[Number(event.target.value)]?.value ?? null)}
          onBlur={onBlur}
          {...text}
        >
          <option value={-1}>{t('select.placeholder')}</option>
          {field.meta.choices.map((choice, index) => (
            <option key={String(choice.value)} value={index}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div role="group" id={id} aria-labelledby={labelId} className={formControls.choices} {...aria}>
          {field.meta.choices.map((choice) => (
            <label key={String(choice.value)} className={formControls.choice}>
              <input
                type="checkbox"
                className={controls.checkbox}
                checked={chosen.includes(choice.value)}
                disabled={disabled}
                onChange={(event) => onChange(event.target.checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value))}
              />
              {choice.label}
            </label>
          ))}
        </div>
      );
    }
    case 'datetime':
    case 'date':
      return <input {...input} placeholder={undefined} type={field.widget === 'date' ? 'date' : 'datetime-local'} step={field.widget === 'date' ? undefined : 1} />;
    case 'tags':
      return (
        <TagInput
          id={id}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          {...(describedBy ? { describedBy } : {})}
          {...(onBlur ? { onBlur } : {})}
          placeholder={placeholder ?? (field.name === 'labels' ? 'name:value' : t('form.tagsPlaceholder'))}
        />
      );
    case 'key-value':
      return (
        <KeyValueInput
          id={id}
          value={Array.isArray(value) || typeof value === 'string' ? (value as KeyValueRow[] | string) : []}
          onChange={onChange}
          onBlur={onBlur}
          labelId={labelId}
          describedBy={describedBy}
          invalid={invalid}
          disabled={disabled}
          columns={field.override.keyValue}
        />
      );
    case 'week-time':
      return (
        <WeekTimeInput
          id={id}
          value={Array.isArray(value) ? (value as WeekSlots) : emptyWeek()}
          onChange={onChange}
          labelId={labelId}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'json':
      return (
        <JsonEditor
          id={id}
          value={asString(value)}
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          {...(describedBy ? { describedBy } : {})}
          {...(onBlur ? { onBlur } : {})}
        />
      );
    case 'related':
    case 'related-many': {
      const source = field.override.related ?? { url: '' };
      const common = { id, source, disabled, invalid, ...(describedBy ? { describedBy } : {}), ...(placeholder ? { placeholder } : {}), ...(onBlur ? { onBlur } : {}) };
      return field.widget === 'related-many' ? (
        <RemoteSelect {...common} multiple value={(value as SelectOption[] | null) ?? []} onChange={onChange} />
      ) : (
        <RemoteSelect {...common} value={(value as SelectOption | null) ?? null} onChange={onChange} />
      );
    }
    case 'object-list':
      return <NestedTable field={field} value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []} onChange={onChange} disabled={disabled} labelId={labelId} />;
    case 'match-rule':
      return (
        <MatchRuleInput
          id={id}
          value={value as MatchRuleValue}
          onChange={onChange}
          source={field.override.match ?? { url: '', attrs: [] }}
          labelId={labelId}
          describedBy={describedBy}
          invalid={invalid}
          disabled={disabled}
        />
      );
    case 'file-content':
      return (
        <FileContentInput
          id={id}
          value={value}
          onChange={onChange}
          rules={field.override.file?.rules ?? { extensions: [], maxBytes: Infinity }}
          format={field.override.file?.format}
          invalid={invalid}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'object':
      return <NestedFields field={field} value={(value as Record<string, unknown>) ?? {}} onChange={onChange} disabled={disabled} labelId={labelId} />;
    default:
      return <input {...input} type={field.widget === 'email' ? 'email' : 'text'} />;
  }
}
