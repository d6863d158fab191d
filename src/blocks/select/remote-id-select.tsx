import { useData } from '../data/use-data';
import { http } from '../../core/http';
import type { RelatedSource } from '../resource/related-source';
import { toOption, type SelectOption } from './option';
import { RemoteSelect } from './remote-select';

export interface RemoteIdSelectProps {
  id: string;
  source: RelatedSource;
  /** The chosen items' ids, as the server stores them (an LDAP sync's organizations). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Each id's item from its detail URL, for its label; one that cannot be read keeps its id. */
async function labelled(url: string, ids: readonly string[], source: RelatedSource): Promise<SelectOption[]> {
  return Promise.all(
    ids.map(async (id) => {
      try {
        return toOption(await http.get(`${url}${encodeURIComponent(id)}/`, { silent: true }), source.labelKey, source.valueKey) ?? { value: id, label: id };
      } catch {
        return { value: id, label: id };
      }
    }),
  );
}

/** A multiple remote select over a list of ids: chosen items show by their names. */
export function RemoteIdSelect({ id, source, value, onChange, invalid = false, disabled = false }: RemoteIdSelectProps) {
  const named = useData(['remote-id-labels', source.url, ...value], () => labelled(source.url, value, source), { revalidateOnFocus: false, keepPreviousData: true });
  const known = new Map((named.data ?? []).map((option) => [option.value, option]));
  const chosen = value.map((item) => known.get(item) ?? { value: item, label: item });
  return (
    <RemoteSelect id={id} multiple source={source} value={chosen} invalid={invalid} disabled={disabled} onChange={(options) => onChange(options.map((option) => option.value))} />
  );
}
