import { ResourceForm, type ResourceFormProps } from '../../blocks/form/resource-form';
import type { ScreenProps } from '../types';

export interface FormScreenConfig extends Omit<ResourceFormProps, 'routeName' | 'id' | 'cloneFrom'> {
  create: string;
  update: string;
}

/** The create (and clone) and update screens of one resource: the update route has an id. */
export function formScreen({ create, update, ...form }: FormScreenConfig) {
  return function FormScreen({ params, query }: ScreenProps) {
    const id = params['id'];
    return <ResourceForm {...form} routeName={id ? update : create} id={id} cloneFrom={query.get('clone_from') ?? undefined} />;
  };
}
