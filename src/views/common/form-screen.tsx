import { useState } from 'react';
import { ResourceForm, type ResourceFormProps } from '../../blocks/form/resource-form';
import type { FormValues } from '../../blocks/form/form-types';
import type { ScreenProps } from '../types';

interface FormScreenConfig extends Omit<ResourceFormProps, 'routeName' | 'id' | 'cloneFrom' | 'initial'> {
  create: string;
  update: string;
  /** What a new object starts with that the metadata cannot say (a date relative to now); taken when the form opens. */
  createDefaults?: () => FormValues;
}

/** The create (and clone) and update screens of one resource: the update route has an id. */
export function formScreen({ create, update, createDefaults, ...form }: FormScreenConfig) {
  return function FormScreen({ params, query }: ScreenProps) {
    const id = params['id'];
    const cloneFrom = query.get('clone_from') ?? undefined;
    const [initial] = useState(() => (id || cloneFrom ? undefined : createDefaults?.()));
    return <ResourceForm {...form} routeName={id ? update : create} id={id} cloneFrom={cloneFrom} {...(initial ? { initial } : {})} />;
  };
}
