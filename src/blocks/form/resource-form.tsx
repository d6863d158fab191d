import { useRef, useState, type ReactNode } from 'react';
import { MESSAGE_FLASH_MS, SUCCESS_REDIRECT_MS } from '../../core/constants';
import { feedback, http, failureText, isHttpError } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { Button } from '../controls/button';
import { refreshResource } from '../resource/resource-cache';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { useRouteLinks } from '../route-links/route-links';
import { FieldRows, GeneralError } from './field-rows';
import { focusField } from './form-field-row';
import { buildBody } from './form-values';
import { FormValuesContext } from './form-values-context';
import type { FieldGroup, FieldOverride, FormField, FormMode, FormValues } from './form-types';
import { errorsOnFields } from './server-errors';
import { useFormSource } from './use-form-source';
import { isShown, useFormState } from './use-form-state';
import * as styles from './form.css';

export interface ResourceFormProps {
  /** The list URL: POST creates there, PUT updates `<url><id>/`. */
  url: string;
  /** The route of this form (`UserCreate`, `UserUpdate`): success leads to its list route. */
  routeName?: string;
  /** The list success leads to when it is not the form route's sibling (HostCreate → AssetList). */
  listRoute?: string;
  /** Update mode when given. */
  id?: string | undefined;
  /** A single object at this URL (a settings category): read with GET, saved with PATCH, no list to go back to. */
  objectUrl?: string | undefined;
  /** How the single object is saved: PATCH unless its view takes only PUT (a password). */
  objectMethod?: 'patch' | 'put';
  /** More buttons beside submit (a settings test), given the body the form would send now. */
  extraActions?: (body: () => Record<string, unknown>) => ReactNode;
  /** Clone mode: the object to copy. */
  cloneFrom?: string | undefined;
  groups?: readonly FieldGroup[];
  /** Without groups: fields not to show (another form of the page edits them). */
  exclude?: readonly string[];
  overrides?: Readonly<Record<string, FieldOverride>>;
  initial?: FormValues;
  /** Changes the body before it is sent (values the screen computes). */
  transformBody?: (body: Record<string, unknown>, values: FormValues) => Record<string, unknown>;
  /** false disables the submit button (whatever the metadata allows). */
  canSubmit?: boolean;
  hasSaveContinue?: boolean;
  hasReset?: boolean;
  submitText?: string;
  /** The flash a save shows, when "created" or "updated" is not what happened (a job run). */
  successText?: string;
  /** The form keeps what was sent (an action run again with the same values), instead of starting over. */
  keepValues?: boolean;
  /** Replaces the default: to the list, with the new object highlighted. */
  onSuccess?: (result: Record<string, unknown>, mode: FormMode) => void;
  /** Told of every save, before the default (or onSuccess) runs. */
  onSaved?: (result: Record<string, unknown>, mode: FormMode) => void;
  onInvalid?: (field: string) => void;
}

/** The create, update and clone form generated from the server's field metadata. */
export function ResourceForm(props: ResourceFormProps) {
  const t = useT();
  const source = useFormSource(props);
  if (source.state === 'loading') {
    return (
      <div className={styles.form} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className={controls.skeleton} style={{ width: `${40 + ((index * 17) % 50)}%`, height: '16px' }} />
        ))}
      </div>
    );
  }
  if (source.state === 'not-found') {
    return (
      <div className={styles.form} role="alert">
        {t('detail.notFound')}
      </div>
    );
  }
  if (source.state === 'error') {
    return (
      <div className={`${styles.form} ${controls.state}`} role="alert">
        {t('form.loadFailed')}
        <Button icon="refresh" onClick={source.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  // A kept-alive form route reused for another object (or a clone) starts over.
  return (
    <FormBody
      key={`${source.mode}:${props.id ?? props.cloneFrom ?? ''}`}
      {...props}
      groups={source.groups}
      fields={source.fields}
      initial={source.initial}
      preset={source.preset}
      mode={source.mode}
      allowed={source.allowed}
    />
  );
}

interface FormBodyProps extends Omit<ResourceFormProps, 'groups' | 'initial'> {
  groups: { title?: string; fields: FormField[] }[];
  fields: FormField[];
  initial: FormValues;
  preset: string[];
  mode: FormMode;
  allowed: boolean;
}

function FormBody(props: FormBodyProps) {
  const t = useT();
  const { siblingRouteName, navigateTo } = useRouteLinks();
  const { fields, mode } = props;
  const form = useFormState(fields, props.initial);
  const [submitting, setSubmitting] = useState(false);
  const [general, setGeneral] = useState('');
  const container = useRef<HTMLFormElement>(null);

  const invalid = (name: string) => {
    props.onInvalid?.(name);
    focusField(container.current, name);
  };

  const succeed = (result: Record<string, unknown>) => {
    props.onSaved?.(result, mode);
    if (props.onSuccess) return props.onSuccess(result, mode);
    const list = props.listRoute ?? (props.routeName ? siblingRouteName(props.routeName, 'List') : undefined);
    if (!list) return;
    const id = typeof result.id === 'string' ? result.id : undefined;
    navigateTo({ name: list, query: mode === 'update' ? {} : { ...(id ? { id } : {}), order: '-date_updated' } });
  };

  const submit = async (addAnother: boolean) => {
    setGeneral('');
    const first = form.validateAll();
    if (first) return invalid(first);
    setSubmitting(true);
    const shown = fields.filter((field) => isShown(field, form.values));
    const built = buildBody(shown, form.values, { creating: mode !== 'update', ...(mode === 'create' ? { chosen: form.chosen(props.preset) } : {}) });
    const body = props.transformBody ? props.transformBody(built, form.values) : built;
    try {
      const result = props.objectUrl
        ? await http[props.objectMethod ?? 'patch']<Record<string, unknown>>(props.objectUrl, body, { silent: true })
        : mode === 'update' && props.id
          ? await http.put<Record<string, unknown>>(detailUrl(props.url, props.id), body, { silent: true })
          : await http.post<Record<string, unknown>>(props.url, body, { silent: true });
      feedback().flash(props.successText ?? t(mode === 'update' ? 'form.updateSuccess' : 'form.createSuccess'), 'success', MESSAGE_FLASH_MS);
      void refreshResource(props.url);
      // The page may stay open in a tab: what was sent does not stay in the form.
      if (mode !== 'update' && !props.keepValues) form.reset(props.initial);
      if (addAnother) container.current?.scrollIntoView({ block: 'start' });
      else setTimeout(() => succeed(result ?? {}), SUCCESS_REDIRECT_MS);
    } catch (error) {
      if (isHttpError(error) && error.status === 400) {
        const errors = errorsOnFields(error.data, fields);
        form.setErrors(errors.fields);
        setGeneral(errors.general);
        if (errors.first) invalid(errors.first);
      } else if (isHttpError(error)) {
        feedback().flash(failureText(error, error.message), 'error', MESSAGE_FLASH_MS);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={container}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <FormValuesContext.Provider value={form.values}>
        {props.groups.map((group, index) => (
          <fieldset key={group.title ?? index} className={styles.group}>
            {group.title && <legend className={styles.groupTitle}>{group.title}</legend>}
            <FieldRows fields={group.fields} form={form} />
          </fieldset>
        ))}
      </FormValuesContext.Provider>
      <GeneralError text={general} />
      <div className={styles.actions}>
        {props.hasReset !== false && (
          <Button onClick={() => form.reset(props.initial)} disabled={submitting}>
            {t('form.reset')}
          </Button>
        )}
        {props.hasSaveContinue !== false && mode !== 'update' && (
          <Button onClick={() => void submit(true)} disabled={!props.allowed || props.canSubmit === false} loading={submitting}>
            {t('form.saveAndAddAnother')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={!props.allowed || props.canSubmit === false} loading={submitting}>
          {props.submitText ?? t('form.submit')}
        </Button>
        {props.extraActions?.(() =>
          buildBody(
            fields.filter((field) => isShown(field, form.values)),
            form.values,
          ),
        )}
      </div>
    </form>
  );
}
