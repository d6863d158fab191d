import { useCallback, useRef, useState } from 'react';
import { t } from '../../core/i18n';
import { check } from '../../core/validation';
import type { FormField, FormValues } from './form-types';

function trimmed(field: FormField, value: unknown): unknown {
  return typeof value === 'string' && field.override.trim !== false && field.widget !== 'password' ? value.trim() : value;
}

export function isShown(field: FormField, values: FormValues): boolean {
  return !field.override.hidden?.(values);
}

/** The message of the first rule a field fails, as the user reads it. */
export function fieldError(field: FormField, values: FormValues): string | undefined {
  if (!isShown(field, values)) return undefined;
  const violation = check(field.rules, values[field.name], values);
  return violation ? t(violation.key, violation.values) : undefined;
}

/**
 * Values, errors and touched fields. A field is checked when it loses focus
 * and, once touched, on every change; strings are trimmed when it loses focus.
 * The fields the user changed are kept: a new object is sent with only those
 * and the ones its form set (see buildBody).
 */
export function useFormState(fields: readonly FormField[], initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const touched = useRef(new Set<string>());
  const changed = useRef(new Set<string>());
  const latest = useRef(values);
  latest.current = values;

  const validateOne = (field: FormField, next: FormValues) => {
    const message = fieldError(field, next);
    setErrors((current) => {
      if ((current[field.name] ?? undefined) === message) return current;
      const copy = { ...current };
      if (message) copy[field.name] = message;
      else delete copy[field.name];
      return copy;
    });
  };

  const setValue = (field: FormField, value: unknown) => {
    const next = { ...latest.current, [field.name]: value };
    latest.current = next;
    changed.current.add(field.name);
    setValues(next);
    if (touched.current.has(field.name) || errors[field.name]) validateOne(field, next);
  };

  const blur = (field: FormField) => {
    touched.current.add(field.name);
    const value = trimmed(field, latest.current[field.name]);
    const next = value === latest.current[field.name] ? latest.current : { ...latest.current, [field.name]: value };
    if (next !== latest.current) {
      latest.current = next;
      setValues(next);
    }
    validateOne(field, next);
  };

  /** Checks every shown field (or those chosen); answers the first invalid one in form order. */
  const validateAll = (only: (field: FormField) => boolean = () => true): string | undefined => {
    const found: Record<string, string> = {};
    for (const field of fields.filter(only)) {
      const message = fieldError(field, latest.current);
      if (message) found[field.name] = message;
    }
    setErrors(found);
    return fields.find((field) => found[field.name])?.name;
  };

  const reset = useCallback((next: FormValues) => {
    touched.current.clear();
    changed.current.clear();
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  /** The fields a new object is sent with: those the form set (`preset`) and those the user changed. */
  const chosen = (preset: Iterable<string>): ReadonlySet<string> => new Set([...preset, ...changed.current]);

  return { values, errors, setValue, blur, validateAll, setErrors, reset, chosen };
}

export type FormState = ReturnType<typeof useFormState>;
