// The field vocabulary of the registry. A field says how it is stored, how client
// input is parsed (with DRF's messages), how it is rendered, and what OPTIONS
// reports about it; routes, validation, filters, export and import all read it.
import { formatDateTime, parseDateTime } from '../util/time.mjs';
import { FieldError, MSG } from './messages.mjs';

/**
 * @typedef {object} Field
 * @property {string} name set by defineResource from the key
 * @property {string} type the DRF type OPTIONS reports
 * @property {'id'|'column'|'fk'|'m2m'|'sql'|'computed'|'virtual'} kind how it is stored
 * @property {string} [column] the SQL column (fk: `<name>_id`)
 * @property {'TEXT'|'INTEGER'|'REAL'} [sqlType]
 * @property {string} label
 * @property {string} [help]
 * @property {boolean} required
 * @property {boolean} readOnly
 * @property {boolean} writeOnly
 * @property {boolean} [allowNull]
 * @property {boolean} [allowBlank]
 * @property {any} [default] a value or a function of the request context
 * @property {number} [maxLength]
 * @property {number} [minLength]
 * @property {number} [minValue]
 * @property {number} [maxValue]
 * @property {{value: any, label: string}[]} [choices]
 * @property {string} [target] the related resource (fk, m2m)
 * @property {boolean} [integerTarget] the related resource has integer ids (set by the registry)
 * @property {string[]} [display] the related object's keys in output
 * @property {(related: Record<string, any>) => string} [asText] an m2m item shown as this text of its `display` keys instead
 * @property {boolean|string} [filter] true, or the lookup: 'exact' (default), 'icontains', 'in'
 * @property {boolean} [order]
 * @property {boolean} [search]
 * @property {true|'org'} [unique] unique in the table, or within the organization
 * @property {boolean} [secret] an EncryptedField: `key:value` input is decrypted
 * @property {'created'|'updated'|'creator'|'updater'} [auto] stamped by the store
 * @property {boolean} [export] false keeps it out of exports
 * @property {boolean} [importable] an `export: false` field import templates still carry (a secret a file may set)
 * @property {string} [sql] the SQL expression of a `sql` field
 * @property {string} [countOf] the m2m field whose links a `sql` count counts (fields.sql())
 * @property {(row: any, ctx: any, batch: any) => any} [compute]
 * @property {string[]} [reads] the columns compute() reads of its row (serialize.mjs reads only those, for a related object or a list's rows; all of them without it)
 * @property {(value: any, ctx?: any) => any} parse client value → stored value (throws FieldError)
 * @property {(value: any) => any} toDb
 * @property {(value: any, ctx?: any) => any} fromDb stored value → client value (without ctx: untranslated)
 * @property {(ctx: any) => object} [info] extra OPTIONS keys
 * @property {{table: string, src: string, dst: string, extra?: Record<string, any>}} [link] m2m storage
 * @property {Field} [child] the field each item of a list is parsed with
 * @property {Record<string, Field>} [children] the fields of a nested object, or of each item of a nested list
 * @property {(ctx: any) => any[]} [tree] the branches OPTIONS reports for a `tree` field
 * @property {boolean} [hidden] stored only: never shown, never written by clients
 * @property {(rows: any[], ctx: any) => any} [load] batch loader of a computed field, its result is batch.loaded[name]
 * @property {'protect'|'cascade'|'null'} [onDelete] what deleting the fk target does
 * @property {(item: any, ctx: any) => any} [resolveItem] turns a related input item into an id
 * @property {boolean} [pk] an fk rendered as the related id alone (PrimaryKeyRelatedField), not as an object
 * @property {string} [by] a typed nested object: the field naming its type (f.typed())
 * @property {Record<string, Record<string, Field>>} [variants] a typed nested object's sub-fields by type
 * @property {boolean} [serializerDefault] the serializer field declares `default` (OPTIONS reports it); without it the
 *   default is the model's, applied on create and left out of OPTIONS
 * @property {Record<string, Partial<Field>>} [versions] by JumpServer version ('3.8', '3.10'): what differs in that
 *   version's serializer field; applied by createRegistry()
 */

const identity = (value) => value;

/** @returns {Field} */
function field(type, label, options = {}) {
  const { help, ...rest } = options;
  return {
    name: '',
    type,
    kind: 'column',
    sqlType: 'TEXT',
    label,
    help,
    required: false,
    readOnly: false,
    writeOnly: false,
    allowNull: !options.required,
    parse: identity,
    toDb: identity,
    fromDb: identity,
    ...rest,
  };
}

function parseString(value, spec) {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') throw new FieldError(MSG.string);
  // DRF's CharField validators: no NUL character, no lone surrogate half.
  if (value.includes('\u0000')) throw new FieldError(MSG.nullCharacter);
  const surrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(value);
  if (surrogate) throw new FieldError(MSG.surrogate(surrogate[0].charCodeAt(0)));
  const trimmed = spec.trim === false ? value : value.trim();
  if (trimmed === '' && !spec.allowBlank) throw new FieldError(MSG.blank);
  if (spec.maxLength && trimmed.length > spec.maxLength) throw new FieldError(MSG.maxLength(spec.maxLength));
  if (spec.minLength && trimmed.length < spec.minLength) throw new FieldError(MSG.minLength(spec.minLength));
  return trimmed;
}

function stringField(type, label, options, check) {
  // Django's CharField is NOT NULL unless the model says null=True: DRF refuses null.
  const spec = field(type, label, { maxLength: 128, allowNull: false, ...options });
  spec.allowBlank ??= !spec.required;
  spec.parse = (value) => {
    const text = parseString(value, spec);
    if (check && text !== '') check(text);
    return text;
  };
  return spec;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?|ftp|wss?):\/\/[^\s/$.?#][^\s]*$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function parseInteger(value) {
  if (typeof value === 'boolean') throw new FieldError(MSG.integer);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new FieldError(MSG.integer);
  return number;
}

const TRUE = new Set([true, 1, '1', 'true', 'True', 'TRUE', 'yes', 'Yes', 'on', 'y', 't']);
const FALSE = new Set([false, 0, '0', 'false', 'False', 'FALSE', 'no', 'No', 'off', 'n', 'f']);

export function parseBoolean(value) {
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new FieldError(MSG.boolean);
}

/** A related value may be an id, `{id}` or `{pk}`; returns the id as stored. */
export function relatedId(value, integerIds) {
  if (value && typeof value === 'object' && !Array.isArray(value)) value = value.id ?? value.pk ?? value.value;
  if (integerIds) {
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
    if (Number.isInteger(value)) return value;
    throw new FieldError(MSG.pkType(value));
  }
  if (typeof value === 'string' && value !== '') return value;
  throw new FieldError(MSG.pkType(value));
}

function choiceList(choices) {
  return choices.map((choice) => (Array.isArray(choice) ? { value: choice[0], label: choice[1] } : choice));
}

function choiceValue(value) {
  return value && typeof value === 'object' && !Array.isArray(value) && 'value' in value ? value.value : value;
}

const json = {
  toDb: (value) => (value === undefined || value === null ? null : JSON.stringify(value)),
  fromDb: (value) => (value === null || value === undefined ? null : JSON.parse(value)),
};

export const f = {
  /** The primary key: a UUID, or an integer for the few tables that use them (platforms). */
  id: (integer = false) => field(integer ? 'integer' : 'string', 'ID', { kind: 'id', readOnly: true, filter: 'in', integer }),

  string: (label, options = {}) => stringField('string', label, options),
  /** A string without max_length: the console renders it as a textarea. */
  text: (label, options = {}) => stringField('string', label, { maxLength: undefined, ...options }),
  email: (label, options = {}) =>
    stringField('email', label, options, (text) => {
      if (!EMAIL.test(text)) throw new FieldError(MSG.email);
    }),
  url: (label, options = {}) =>
    stringField('url', label, { maxLength: 1024, ...options }, (text) => {
      if (!URL_PATTERN.test(text)) throw new FieldError(MSG.url);
    }),
  ip: (label, options = {}) =>
    stringField('ip address', label, options, (text) => {
      if (!IPV4.test(text) && !/^[0-9a-f:]+$/i.test(text)) throw new FieldError(MSG.ip);
    }),

  int: (label, options = {}) => {
    const spec = field('integer', label, { sqlType: 'INTEGER', ...options });
    spec.parse = (value) => {
      const number = parseInteger(value);
      if (spec.minValue !== undefined && number < spec.minValue) throw new FieldError(MSG.minValue(spec.minValue));
      if (spec.maxValue !== undefined && number > spec.maxValue) throw new FieldError(MSG.maxValue(spec.maxValue));
      return number;
    };
    return spec;
  },

  float: (label, options = {}) => {
    const spec = field('float', label, { sqlType: 'REAL', ...options });
    spec.parse = (value) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw new FieldError(MSG.number);
      return number;
    };
    return spec;
  },

  bool: (label, options = {}) =>
    field('boolean', label, {
      sqlType: 'INTEGER',
      allowNull: false,
      parse: parseBoolean,
      toDb: (value) => (value ? 1 : 0),
      fromDb: (value) => (value === null || value === undefined ? null : Boolean(value)),
      ...options,
    }),

  datetime: (label, options = {}) =>
    field('datetime', label, {
      parse: (value) => {
        const iso = parseDateTime(value);
        if (!iso) throw new FieldError(MSG.datetime);
        return iso;
      },
      fromDb: (value, ctx) => formatDateTime(value, ctx?.zone),
      ...options,
    }),

  /**
   * A LabeledChoiceField: `{value, label}` out, the raw value (or `{value}`) in.
   * With `plain: true` a DRF ChoiceField: the raw value out.
   * @param {string} label @param {Array<any[]>} choices `[value, label]` pairs
   */
  choice: (label, choices, options = {}) => {
    const list = choiceList(choices);
    const labels = new Map(list.map((choice) => [choice.value, choice.label]));
    const integer = list.every((choice) => typeof choice.value === 'number');
    const boolean = list.every((choice) => typeof choice.value === 'boolean');
    const spec = field(options.plain ? 'choice' : 'labeled_choice', label, {
      sqlType: integer || boolean ? 'INTEGER' : 'TEXT',
      choices: list,
      allowNull: false,
      ...(boolean ? { toDb: (value) => (value ? 1 : 0) } : {}),
      ...options,
    });
    spec.parse = (input) => {
      let value = choiceValue(input);
      if (integer && typeof value === 'string' && /^-?\d+$/.test(value)) value = Number(value);
      if (boolean && typeof value !== 'boolean') value = parseBoolean(value);
      if (!labels.has(value)) throw new FieldError(MSG.choice(typeof value === 'object' ? JSON.stringify(value) : value));
      return value;
    };
    const raw = boolean ? (value) => Boolean(value) : identity;
    spec.fromDb = options.plain
      ? raw
      : (stored, ctx) => {
          if (stored === null || stored === undefined) return null;
          const value = raw(stored);
          const text = labels.get(value) ?? String(value);
          return { value, label: ctx ? ctx.t(text) : text };
        };
    return spec;
  },

  /** A list of choice values, stored as JSON. */
  multiChoice: (label, choices, options = {}) => {
    const list = choiceList(choices);
    const values = new Set(list.map((choice) => choice.value));
    return field('multiple choice', label, {
      choices: list,
      allowNull: false,
      ...json,
      parse: (input) => {
        if (!Array.isArray(input)) throw new FieldError(MSG.notAList(input));
        return input.map(choiceValue).map((value) => {
          if (!values.has(value)) throw new FieldError(MSG.choice(value));
          return value;
        });
      },
      ...options,
    });
  },

  /** A foreign key, rendered as `{id, name, ...display}` (ObjectRelatedField). */
  fk: (label, target, options = {}) => field('object_related_field', label, { kind: 'fk', target, display: ['id', 'name'], ...options }),

  /** Many-to-many, rendered as `[{id, name}]`; stored in a link table. */
  m2m: (label, target, options = {}) => field('m2m_related_field', label, { kind: 'm2m', target, display: ['id', 'name'], default: [], ...options }),

  /** Any JSON value; `validate` may reject it with a FieldError. */
  json: (label, options = {}) => {
    const { validate, ...rest } = options;
    return field('json', label, {
      ...json,
      parse: (value) => (validate ? validate(value) : value),
      ...rest,
    });
  },

  /** A list of scalars (`child` is another field spec used to parse each item). */
  list: (label, child, options = {}) =>
    field('list', label, {
      child,
      default: [],
      allowNull: false,
      ...json,
      parse: (input, ctx) => {
        if (!Array.isArray(input)) throw new FieldError(MSG.notAList(input));
        const errors = {};
        const values = input.map((item, index) => {
          try {
            return child.parse(item, ctx);
          } catch (error) {
            if (!(error instanceof FieldError)) throw error;
            errors[index] = error.messages;
            return undefined;
          }
        });
        if (Object.keys(errors).length) throw new FieldError(errors);
        return values;
      },
      ...options,
    }),

  /**
   * A list of nested objects (e.g. protocols): each item validated against `children`,
   * errors shaped `[{port: ["..."]}, {}]` as DRF does.
   * @param {Record<string, Field>} children
   */
  nestedList: (label, children, options = {}) => {
    for (const [key, child] of Object.entries(children)) child.name = key;
    return field('field', label, {
      children,
      default: [],
      allowNull: false,
      ...json,
      parse: (input, ctx) => {
        if (!Array.isArray(input)) throw new FieldError(MSG.notAList(input));
        const itemErrors = [];
        const values = input.map((item) => {
          const { value, errors } = parseObject(children, item, ctx);
          itemErrors.push(errors);
          return value;
        });
        if (itemErrors.some((errors) => Object.keys(errors).length)) throw new FieldError(itemErrors);
        return values;
      },
      ...options,
    });
  },

  /**
   * One nested object (a serializer inside a serializer, e.g. ACL rules): OPTIONS type
   * `nested object` with its `children`, input validated against them.
   * @param {Record<string, Field>} children
   */
  nested: (label, children, options = {}) => {
    for (const [key, child] of Object.entries(children)) child.name = key;
    return field('nested object', label, {
      children,
      allowNull: false,
      ...json,
      parse: (input, ctx) => {
        const { value, errors } = parseObject(children, input, ctx);
        if (Object.keys(errors).length) throw new FieldError(errors);
        return value;
      },
      ...options,
    });
  },

  /**
   * A nested object whose sub-fields depend on the type of its object (JumpServer's
   * MethodSerializer: a storage's `meta` by its `type`). OPTIONS shows the sub-fields of
   * the type the request names (`?<by>=`); store.validate() checks input against those of
   * the object's type (an update) or the named one (a create), and without either the
   * field is read-only, as the MethodSerializer's fallback is.
   * @param {string} by the field (and query parameter) naming the type
   * @param {Record<string, Record<string, Field>>} variants the sub-fields by type
   */
  typed: (label, by, variants, options = {}) => {
    for (const children of Object.values(variants)) for (const [key, child] of Object.entries(children)) child.name = key;
    return field('nested object', label, {
      by,
      variants,
      default: {},
      allowNull: false,
      ...json,
      parse: (input) => {
        if (!input || typeof input !== 'object' || Array.isArray(input)) throw new FieldError(MSG.invalid);
        return input;
      },
      ...options,
    });
  },

  /** A write-only secret (EncryptedField): `encryptedKey:encryptedValue` input is decrypted first. */
  secret: (label, options = {}) => {
    const spec = stringField('string', label, { maxLength: 4096, writeOnly: true, secret: true, export: false, ...options });
    const parse = spec.parse;
    spec.parse = (value, ctx) => parse(typeof value === 'string' && ctx ? ctx.decryptSecret(value) : value, ctx);
    return spec;
  },

  /**
   * A read-only value computed by SQL (counts): it can be ordered and filtered like a column.
   * `countOf` names the m2m field whose links it counts: a list page that shows that field
   * takes the count from the links it loads for it (readList()) instead of counting again.
   */
  sql: (label, type, sql, options = {}) =>
    field(type, label, {
      kind: 'sql',
      sql,
      readOnly: true,
      fromDb: type === 'boolean' ? (value) => Boolean(value) : identity,
      ...options,
    }),

  /** A stored column no client sees or writes (secrets, internal state). */
  hidden: (sqlType = 'TEXT') => field('string', '', { hidden: true, readOnly: true, sqlType }),

  /** A read-only datetime computed by SQL (latest run, last login...). */
  sqlDatetime: (label, sql, options = {}) => field('datetime', label, { kind: 'sql', sql, readOnly: true, fromDb: (value, ctx) => formatDateTime(value, ctx?.zone), ...options }),

  /** A read-only value computed in JavaScript from the row (and batch-loaded relations). */
  computed: (label, type, compute, options = {}) => field(type, label, { kind: 'computed', compute, readOnly: true, ...options }),

  /**
   * A writable value kept outside the row, that the resource's hooks store (afterSave) and
   * that `compute` renders (with an optional batch `load`): role bindings, domain members.
   */
  managed: (label, type, { parse, compute, load, ...options }) => field(type, label, { kind: 'computed', parse, compute, load, export: false, ...options }),

  /** A write-only input the resource's hooks consume (e.g. `accounts` when creating an asset). */
  input: (label, type, options = {}) => field(type, label, { kind: 'virtual', writeOnly: true, export: false, ...options }),

  dateCreated: () => f.datetime('Date created', { readOnly: true, auto: 'created', order: true }),
  dateUpdated: () => f.datetime('Date updated', { readOnly: true, auto: 'updated', order: true }),
  createdBy: () => f.string('Created by', { readOnly: true, auto: 'creator', allowBlank: true }),
  updatedBy: () => f.string('Updated by', { readOnly: true, auto: 'updater', allowBlank: true }),
  comment: () => f.text('Comment', { default: '', allowBlank: true }),
};

/**
 * Parses an object against a map of fields; used by nested lists and settings.
 * @param {Record<string, Field>} fields
 */
export function parseObject(fields, input, ctx, { partial = false } = {}) {
  /** @type {Record<string, any>} */
  const value = {};
  /** @type {Record<string, any>} */
  const errors = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { value, errors: { non_field_errors: [MSG.invalid] } };
  }
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.readOnly || spec.hidden || spec.kind === 'sql' || spec.kind === 'id') continue;
    if (!(key in input)) {
      if (!partial && spec.required) errors[key] = [MSG.required];
      else if (!partial && spec.default !== undefined) value[key] = typeof spec.default === 'function' ? spec.default(ctx) : spec.default;
      continue;
    }
    const raw = input[key];
    if (raw === null) {
      if (spec.allowNull) value[key] = null;
      else errors[key] = [MSG.null];
      continue;
    }
    try {
      value[key] = spec.parse(raw, ctx);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      errors[key] = error.messages;
    }
  }
  return { value, errors };
}
