import { createContext, useContext } from 'react';
import type { FormValues } from './form-types';

/** The values of the form a field sits in: a screen's own widget may depend on another field (a platform's type). */
export const FormValuesContext = createContext<FormValues>({});

export const useFormValues = (): FormValues => useContext(FormValuesContext);
