import { useState } from 'react';
import { ResourceForm, type ResourceFormProps } from '../../blocks/form/resource-form';
import type { FormValues } from '../../blocks/form/form-types';
import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';

interface FormScreenConfig extends Omit<ResourceFormProps, 'routeName' | 'id' | 'cloneFrom' | 'initial'> {
  create: string;
  update: string;
  /** What a new object starts with that the metadata cannot say (a date relative to now); taken when the form opens. */
  createDefaults?: () => FormValues;
}

/** What a form configuration may depend on: the translator, and the id of the object it updates (none to create). */
export interface FormScreenEnv {
  t: ReturnType<typeof useT>;
  id: string | undefined;
}

/**
 * The create (and clone) and update screens of one resource: the update route
 * has an id. A configuration that needs texts, or differs between creating and
 * updating, is a function of them.
 */
export function formScreen(source: FormScreenConfig | ((env: FormScreenEnv) => FormScreenConfig)) {
  return function FormScreen({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    const { create, update, createDefaults, ...form } = typeof source === 'function' ? source({ t, id }) : source;
    const cloneFrom = query.get('clone_from') ?? undefined;
    const [initial] = useState(() => (id || cloneFrom ? undefined : createDefaults?.()));
    return <ResourceForm {...form} routeName={id ? update : create} id={id} cloneFrom={cloneFrom} {...(initial ? { initial } : {})} />;
  };
}
