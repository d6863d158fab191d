import { useEffect, useRef, useState } from 'react';
import { useFormValues } from '../../blocks/form/form-values-context';
import { useT } from '../../blocks/i18n/use-t';
import { RemoteSelect } from '../../blocks/select/remote-select';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { CLOUD_REGIONS_URL } from './cloud-urls';

interface RegionsInputProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

const accountId = (account: unknown) => toOption(account)?.value ?? '';

/**
 * A sync task's regions, picked from those its account's cloud lists (a region
 * not listed can still be typed in): nothing to pick before an account is
 * chosen, and another account's list replaces the regions picked from the last.
 */
export function RegionsInput({ id, value, onChange, invalid, describedBy }: RegionsInputProps) {
  // The account chosen in the same form, as the form holds it (an option, an object or an id).
  const account = useFormValues()['account'];
  const t = useT();
  const chosen = accountId(account);
  // The names of regions picked here; those the task already had show their ids.
  const [names, setNames] = useState<Record<string, string>>({});
  const shown = useRef(chosen);
  useEffect(() => {
    if (shown.current === chosen) return;
    shown.current = chosen;
    onChange([]);
  }, [chosen, onChange]);
  const regions: SelectOption[] = (Array.isArray(value) ? value : []).map((region) => ({ value: String(region), label: names[String(region)] ?? String(region) }));
  const pick = (options: SelectOption[]) => {
    setNames((known) => ({ ...known, ...Object.fromEntries(options.map((option) => [option.value, option.label])) }));
    onChange(options.map((option) => option.value));
  };
  return (
    <RemoteSelect
      key={chosen}
      id={id}
      multiple
      source={{ url: CLOUD_REGIONS_URL, listKey: 'regions', allowCreate: true, query: { account_id: chosen } }}
      disabled={!chosen}
      invalid={invalid}
      {...(describedBy ? { describedBy } : {})}
      value={regions}
      onChange={pick}
      placeholder={t(chosen ? 'cloud.regionsPick' : 'cloud.regionsNeedAccount')}
      emptyText={t('cloud.regionsNone')}
    />
  );
}
