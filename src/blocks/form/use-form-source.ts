import { useState } from 'react';
import { useData } from '../data/use-data';
import { http, isHttpError } from '../../core/http';
import { formFields } from '../../core/metadata';
import { t } from '../../core/i18n';
import { detailUrl } from '../../core/resources';
import { useMetadata } from '../metadata/use-metadata';
import { cloneObject, initialValues } from './form-values';
import type { FieldGroup, FieldOverride, FormField, FormMode, FormValues } from './form-types';
import { resolveFields } from './resolve-fields';

interface FormSourceOptions {
  url: string;
  id?: string | undefined;
  cloneFrom?: string | undefined;
  /** A single object read and changed at this URL (settings): no id, always an update. */
  objectUrl?: string | undefined;
  groups?: readonly FieldGroup[] | undefined;
  /** Without groups: the fields left out of "every writable field" (those another form of the page edits). */
  exclude?: readonly string[] | undefined;
  overrides?: Readonly<Record<string, FieldOverride>> | undefined;
  initial?: FormValues | undefined;
}

type FormSource =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | {
      state: 'ready';
      mode: FormMode;
      groups: { title?: string; fields: FormField[] }[];
      fields: FormField[];
      initial: FormValues;
      /** The fields the form's configuration sets: a new object is sent with them (see buildBody). */
      preset: string[];
      allowed: boolean;
      object?: Record<string, unknown>;
    };

/**
 * What a create, update or clone form starts from: the fields of the POST or
 * PUT metadata, and the object (update) or its copy (clone) as values.
 */
export function useFormSource(options: FormSourceOptions): FormSource {
  const { meta, error: metaError, retry } = useMetadata(options.url);
  const objectId = options.id ?? options.cloneFrom;
  const objectUrl = options.objectUrl ?? (objectId ? detailUrl(options.url, objectId) : undefined);
  // Every form shown reads the object afresh: a copy cached by an earlier form would be stale.
  const [visit] = useState(() => Math.random().toString(36).slice(2));
  const object = useData<Record<string, unknown>>(objectUrl ? ['object', objectUrl, visit] : null, () => http.get(objectUrl ?? '', { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (object.error && isHttpError(object.error) && object.error.status === 404) return { state: 'not-found' };
  if (metaError || object.error) return { state: 'error', retry: () => (retry(), void object.mutate()) };
  if (!meta || (objectUrl && !object.data)) return { state: 'loading' };
  const mode: FormMode = options.id || options.objectUrl ? 'update' : options.cloneFrom ? 'clone' : 'create';
  const method = mode === 'update' ? 'PUT' : 'POST';
  const groups = resolveFields(formFields(meta, method), options.groups, options.overrides, options.exclude);
  const fields = groups.flatMap((group) => group.fields);
  const source = object.data ? (mode === 'clone' ? cloneObject(object.data, t('form.clonePrefix')) : object.data) : undefined;
  return {
    state: 'ready',
    mode,
    groups,
    fields,
    initial: { ...initialValues(fields, source), ...options.initial },
    preset: Object.keys(options.initial ?? {}),
    allowed: Boolean(meta.actions[method] ?? (method === 'PUT' ? meta.actions.PATCH : undefined)),
    ...(object.data ? { object: object.data } : {}),
  };
}
