import type { FieldMeta } from '../../core/metadata';
import { makeFormField } from './field-widget';
import type { FieldGroup, FieldOverride, FormField } from './form-types';

/** Fields the server decides alone: never in a form. */
const NEVER_EDITED = new Set(['id', 'org_id', 'org_name', 'created_by', 'updated_by', 'date_created', 'date_updated']);

/**
 * The form's fields in its groups: the screen's list, else every writable
 * field of the method's metadata but those excluded. Fields the server does
 * not list (or lists as read-only) are left out.
 */
export function resolveFields(
  metaFields: readonly FieldMeta[],
  groups: readonly FieldGroup[] | undefined,
  overrides: Readonly<Record<string, FieldOverride>> = {},
  exclude: readonly string[] = [],
): { title?: string; fields: FormField[] }[] {
  const byName = new Map(metaFields.map((field) => [field.name, field]));
  const chosen = groups ?? [{ fields: metaFields.filter((field) => !field.readOnly && !NEVER_EDITED.has(field.name) && !exclude.includes(field.name)).map((field) => field.name) }];
  return chosen.map((group) => ({
    ...(group.title ? { title: group.title } : {}),
    fields:
      group.nested !== undefined
        ? nestedFields(byName.get(group.nested), group.fields, overrides)
        : pick(byName, group.fields).map((field) => makeFormField(field, overrides[field.name])),
  }));
}

/** The writable fields of these names, in that order. */
function pick(byName: ReadonlyMap<string, FieldMeta>, names: readonly string[]): FieldMeta[] {
  return names.map((name) => byName.get(name)).filter((field): field is FieldMeta => Boolean(field) && !field?.readOnly);
}

/** A nested object's sub-fields as fields of their own, named `<parent>.<key>`. */
function nestedFields(parent: FieldMeta | undefined, names: readonly string[] | undefined, overrides: Readonly<Record<string, FieldOverride>>): FormField[] {
  if (!parent || parent.readOnly) return [];
  const children = names ? pick(new Map(parent.children.map((child) => [child.name, child])), names) : parent.children.filter((child) => !child.readOnly);
  return children.map((child) => {
    const name = `${parent.name}.${child.name}`;
    return { ...makeFormField(child, overrides[name]), name, parent: parent.name };
  });
}
