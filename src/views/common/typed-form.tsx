import { useData } from '../../blocks/data/use-data';
import * as controls from '../../blocks/controls/controls.css';
import type { FieldOverride } from '../../blocks/form/form-types';
import { choiceValue } from '../../blocks/form/form-values';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { http } from '../../core/http';
import { detailUrl, withParams } from '../../core/resources';
import type { ScreenProps } from '../types';

export interface TypedFormConfig {
  /** The list URL. */
  url: string;
  /** The field (and query parameter) naming the type: a storage's `type`, a cloud account's `provider`. */
  by: string;
  /** The nested object whose sub-fields the type decides: `meta`, `attrs`. */
  nested: string;
  /** The type a create link that names none gets (lina's: S3, Elasticsearch, Alibaba Cloud). */
  fallback: string;
  create: string;
  update: string;
  /** The fields before the type's own (the type among them, shown but not changed), and after them. */
  basic: readonly string[];
  other: readonly string[];
  onSuccess: (result: Record<string, unknown>) => void;
}

/**
 * A create and update form of an object whose settings depend on its type
 * (JumpServer's MethodSerializer): the type comes with the create link
 * (`?type=`), or from the object itself; the type's settings are a titled
 * group of their own, named after the type.
 */
export function typedForm({ url, by, nested, fallback, create, update, basic, other, onSuccess }: TypedFormConfig) {
  return function TypedForm({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    const named = query.get(by) ?? (id ? null : fallback);
    const stored = useData(id && !named ? ['typed-form', url, id] : null, () => http.get<Record<string, unknown>>(detailUrl(url, id ?? ''), { silent: true }), {
      revalidateOnFocus: false,
    });
    const type = named ?? (stored.data ? String(choiceValue(stored.data[by])) : undefined);
    const formUrl = type ? withParams(url, { [by]: type }) : undefined;
    const { meta } = useMetadata(formUrl);
    if (!type || !formUrl || !meta) return stored.error ? <div role="alert">{t('detail.notFound')}</div> : <div className={controls.skeleton} aria-busy="true" />;
    const fields = meta.actions[id ? 'PUT' : 'POST'] ?? [];
    const title = fields.find((field) => field.name === by)?.choices.find((choice) => choice.value === type)?.label ?? type;
    // The type's secrets (write-only: EncryptedField) go encrypted; an update may leave them out, the stored ones stay.
    const secrets = fields.find((field) => field.name === nested)?.children.filter((child) => child.writeOnly) ?? [];
    const overrides: Record<string, FieldOverride> = {
      [by]: { disabled: true },
      ...Object.fromEntries(secrets.map((child) => [`${nested}.${child.name}`, { encrypt: true, ...(id ? { required: false } : {}) }])),
    };
    return (
      <ResourceForm
        key={type}
        url={formUrl}
        routeName={id ? update : create}
        id={id}
        groups={[
          { title: t('form.groupBasic'), fields: basic },
          { title, nested },
          { title: t('form.groupOther'), fields: other },
        ]}
        overrides={overrides}
        {...(id ? {} : { initial: { [by]: type } })}
        onSaved={() => void refreshResource(url)}
        onSuccess={onSuccess}
      />
    );
  };
}
