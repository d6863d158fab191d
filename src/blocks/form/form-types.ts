import type { ReactNode } from 'react';
import type { FieldMeta, RawFieldInfo } from '../../core/metadata';
import type { Rule } from '../../core/validation';
import type { MatchRuleSource } from '../match-rule/match-rule-value';
import type { RelatedSource } from '../resource/related-source';
import type { FileRules } from '../../core/upload/file-check';
import type { FileContentFormat } from '../upload/file-content-input';

export type Widget =
  | 'text'
  | 'email'
  | 'textarea'
  | 'password'
  | 'number'
  | 'switch'
  | 'radio'
  | 'select'
  | 'checkboxes'
  | 'datetime'
  | 'date'
  | 'tags'
  | 'json'
  | 'key-value'
  | 'week-time'
  | 'related'
  | 'related-many'
  | 'object-list'
  | 'object'
  | 'match-rule'
  | 'file-content';

export type FormValues = Record<string, unknown>;

/** How a screen changes one generated field. */
export interface FieldOverride {
  label?: string;
  helpText?: string;
  widget?: Widget;
  rules?: readonly Rule[];
  /** Replaces the metadata's `required`. */
  required?: boolean;
  /** Hidden (and not sent) while this holds, e.g. the password unless "set password" is chosen. */
  hidden?: (values: FormValues) => boolean;
  disabled?: boolean;
  related?: RelatedSource;
  /** A JSON match rule (ACL users, assets) edited as all, chosen objects or attribute conditions. */
  match?: MatchRuleSource;
  placeholder?: string;
  /** Sent encrypted; password, token and private_key are by default. */
  encrypt?: boolean;
  /** Strings are trimmed unless told not to. */
  trim?: boolean;
  /** The changes to a nested object's sub-fields, by name. */
  children?: Readonly<Record<string, FieldOverride>>;
  /** A mapping's column headings (key-value widget): what its keys and its values are. */
  keyValue?: { key: string; value: string };
  /** The value is the content of a file the user chooses (a key file, a certificate). */
  file?: { rules: FileRules; format?: FileContentFormat };
  /**
   * What a JSON field holds when the screen knows it (password rules, a
   * platform's custom fields), described as the server describes a field: the
   * field is then edited by its parts instead of as JSON text.
   */
  shape?: RawFieldInfo;
  /** A list of nested objects that may be left empty (custom fields); otherwise its last row stays (protocols). */
  mayBeEmpty?: boolean;
  /** A widget of the screen's own (one that depends on another field reads the form's values: useFormValues). */
  render?: (props: { value: unknown; onChange: (value: unknown) => void; id: string; invalid: boolean; describedBy?: string | undefined }) => ReactNode;
}

/** A form field: the server's metadata with the screen's changes applied. */
export interface FormField {
  /** Its key in the body, or `<parent>.<key>` for a sub-field of a nested object shown as a row of its own. */
  name: string;
  /** The nested object (a storage's `meta`) this field is a sub-field of. */
  parent?: string;
  meta: FieldMeta;
  label: string;
  helpText: string;
  required: boolean;
  widget: Widget;
  rules: Rule[];
  override: FieldOverride;
}

/**
 * Fields in titled groups; a plain list is one untitled group. A group may be
 * the sub-fields of one nested object (a storage's settings under `meta`), each
 * a row of its own: those it lists, or all of them.
 */
export type FieldGroup = { title?: string; fields: readonly string[]; nested?: undefined } | { title?: string; nested: string; fields?: readonly string[] };

export type FormMode = 'create' | 'update' | 'clone';
