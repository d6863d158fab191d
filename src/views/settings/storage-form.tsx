import useSWR from 'swr';
import * as controls from '../../blocks/controls/controls.css';
import { choiceValue } from '../../blocks/form/form-values';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/list-table/refresh-resource';
import { http } from '../../core/http';
import { detailUrl, withParams } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import type { ScreenProps } from '../types';
import type { StorageKind } from './storage-kinds';

const encrypted = { encrypt: true };

/**
 * A storage's form: its name, then the settings of its type (`?type=`, read
 * from the storage itself when a link leaves it out), then whether new
 * components use it. Secrets are sent encrypted, and left as they are unless typed again.
 */
export function storageForm(kind: StorageKind) {
  return function StorageForm({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    const named = query.get('type');
    const stored = useSWR(id && !named ? ['storage-type', kind.url, id] : null, () => http.get<Record<string, unknown>>(detailUrl(kind.url, id ?? ''), { silent: true }), { revalidateOnFocus: false });
    const type = named ?? (stored.data ? String(choiceValue(stored.data['type'])) : undefined);
    if (!type) {
      return stored.error ? <div role="alert">{t('detail.notFound')}</div> : <div className={controls.skeleton} aria-busy="true" />;
    }
    return (
      <ResourceForm
        key={type}
        url={withParams(kind.url, { type })}
        routeName={id ? kind.update : kind.create}
        id={id}
        groups={[
          { title: t('terminal.group.basic'), fields: ['name', 'type'] },
          { title: kind.types.find((item) => item.value === type)?.title ?? type, nested: 'meta' },
          { title: t('terminal.group.other'), fields: ['is_default', 'comment'] },
        ]}
        overrides={{ type: { disabled: true }, 'meta.SECRET_KEY': encrypted, 'meta.ACCOUNT_KEY': encrypted }}
        {...(id ? {} : { initial: { type } })}
        onSaved={() => void refreshResource(kind.url)}
        onSuccess={() => navigateTo({ name: 'TerminalSetting', query: { activeTab: kind.tab } })}
      />
    );
  };
}
