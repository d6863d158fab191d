import { useEffect } from 'react';
import { useData } from '../../blocks/data/use-data';
import { FieldControl } from '../../blocks/form/field-control';
import { makeFormField } from '../../blocks/form/field-widget';
import { choiceValue } from '../../blocks/form/form-values';
import { useFormValues } from '../../blocks/form/form-values-context';
import { http } from '../../core/http';
import { makeFieldMeta } from '../../core/metadata';

const CONSTRAINTS_URL = '/api/v1/assets/categories/constraints/';

interface Method {
  id: string;
  name: string;
}

interface Props {
  /** The automation (ping, push_account…) whose method this is. */
  task: string;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  invalid: boolean;
}

/**
 * The method of one of a platform's automations: those JumpServer offers for
 * the platform's category and type (its constraints' `<task>_methods`). One
 * the type does not offer gives way to the first it does, as a new platform
 * starts with in the official console.
 */
export function AutomationMethodSelect({ task, value, onChange, id, invalid }: Props) {
  const values = useFormValues();
  const category = String(choiceValue(values['category']) ?? '');
  const type = String(choiceValue(values['type']) ?? '');
  const constraints = useData(
    category && type ? [CONSTRAINTS_URL, category, type] : null,
    () => http.get<{ automation?: Record<string, unknown> }>(`${CONSTRAINTS_URL}?${new URLSearchParams({ category, type }).toString()}`, { silent: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const methods = (constraints.data?.automation?.[`${task}_methods`] as Method[] | undefined) ?? [];
  const first = methods[0]?.id;
  const offered = methods.some((method) => method.id === value);
  // No dependency list: the methods of a nested object change one render at a time, so each select checks again.
  useEffect(() => {
    if (first && !offered) onChange(first);
  });
  const field = makeFormField(makeFieldMeta(`${task}_method`, { type: 'choice', choices: methods.map((method) => ({ value: method.id, label: method.name })) }), {
    widget: 'select',
  });
  return <FieldControl field={field} value={value} onChange={onChange} id={id} invalid={invalid} />;
}
