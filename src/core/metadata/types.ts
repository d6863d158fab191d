/** A choice as the server lists it (OPTIONS `choices`, labeled-choice values). */
export interface Choice {
  value: string | number | boolean;
  label: string;
}

/** One field of an OPTIONS answer as the server sends it (api-contract section 2). */
export interface RawFieldInfo {
  type: string;
  required?: boolean;
  default?: unknown;
  read_only?: boolean;
  label?: string;
  help_text?: string;
  min_length?: number;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  write_only?: boolean;
  style?: unknown;
  child?: RawFieldInfo;
  children?: Record<string, RawFieldInfo>;
  choices?: Choice[];
  tree?: unknown;
  filter?: boolean;
  order?: boolean;
}

export interface RawMetadata {
  name?: string;
  actions?: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH', Record<string, RawFieldInfo>>>;
  /** v4.10.19+: filterable fields at the top level instead of per-field flags. */
  filters?: Record<string, { label?: string; type?: string }>;
  ordering?: { fields?: { name: string }[] };
}

/** A field as the blocks use it: camelCase, defaults filled in. */
export interface FieldMeta {
  name: string;
  type: string;
  label: string;
  helpText: string;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Whether the server gave a default, and which. */
  hasDefault: boolean;
  default: unknown;
  minLength?: number;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  choices: Choice[];
  child?: FieldMeta;
  /** The fields of a nested object (a protocol's name and port). */
  children: FieldMeta[];
  /** v4.10.19+ `style: "textarea"`. */
  textarea: boolean;
  tree?: unknown;
  filter: boolean;
  order: boolean;
}

export type MetadataMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface ResourceMeta {
  name: string;
  /** The methods the user may use, each with its fields in the server's order. */
  actions: Partial<Record<MetadataMethod, FieldMeta[]>>;
}
