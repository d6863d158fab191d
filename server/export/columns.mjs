// The columns of exports, import templates and imports, and how a value becomes
// a cell and back (api-contract 4.12, 4.13): related objects as `name(id)`,
// choices as the raw value, lists and objects as JSON text.
import { visibleFields, writableFields } from '../registry/define.mjs';

/**
 * @param {import('../registry/define.mjs').Resource} resource
 * @param {'export'|'import'|'update'} template
 */
export function columnsFor(resource, template) {
  if (template === 'export') {
    const skip = new Set(['org_id', ...(resource.unexport ?? [])]);
    return visibleFields(resource).filter((field) => !field.writeOnly && field.export !== false && !skip.has(field.name));
  }
  const skip = new Set(['org_id', ...(resource.unimport ?? [])]);
  const writable = writableFields(resource).filter((field) => (field.export !== false || field.importable) && !skip.has(field.name));
  return template === 'update' ? [resource.fields.id, ...writable] : writable;
}

/** Row 1: the labels, `*` marking required ones. */
export const titleOf = (field, ctx) => `${field.required ? '*' : ''}${ctx.t(field.label)}`;

const related = (item) =>
  item && typeof item === 'object' ? (item.name !== undefined && item.id !== undefined ? `${item.name}(${item.id})` : JSON.stringify(item)) : String(item);

/** A serialized value as a cell: text, number or boolean. */
export function toCell(field, value) {
  if (value === null || value === undefined) return '';
  if (field.kind === 'fk') return related(value);
  if (field.kind === 'm2m' || field.type === 'm2m_related_field') return JSON.stringify(value.map(related));
  if (value && typeof value === 'object' && !Array.isArray(value) && 'value' in value && 'label' in value) return value.value;
  if (field.type === 'tree') return JSON.stringify(value.map((item) => item.value ?? item));
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

const FORMULA = /^[=+\-@\t\r]/;

/** Spreadsheet formula injection: text cells that a spreadsheet would evaluate get a leading quote. */
export function neutralize(cell) {
  return typeof cell === 'string' && FORMULA.test(cell) ? `'${cell}` : cell;
}

const NAME_ID = /^(.*)\(([^()]+)\)$/s;
const idOf = (text) => NAME_ID.exec(String(text).trim())?.[2] ?? String(text).trim();

function parseList(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const list = JSON.parse(trimmed);
      if (Array.isArray(list)) return list;
    } catch {
      // Not JSON after all: fall back to a comma-separated list.
    }
  }
  return trimmed
    ? trimmed
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

const TRUE_TEXT = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_TEXT = new Set(['false', '0', 'no', 'n', 'off']);

/** A cell back to the value a create/update body expects. */
export function fromCell(field, cell) {
  if (typeof cell === 'boolean' || typeof cell === 'number') {
    if (field.type === 'boolean') return Boolean(cell);
    return field.type === 'string' ? String(cell) : cell;
  }
  let text = String(cell);
  if (text.startsWith("'") && FORMULA.test(text.slice(1))) text = text.slice(1);
  if (text.trim() === '-') return null;
  if (field.kind === 'fk') return idOf(text);
  if (field.kind === 'm2m' || field.type === 'm2m_related_field') return parseList(text).map((item) => (typeof item === 'string' ? idOf(item) : item));
  if (field.type === 'boolean') {
    const lower = text.trim().toLowerCase();
    return TRUE_TEXT.has(lower) ? true : FALSE_TEXT.has(lower) ? false : text;
  }
  if (field.type === 'multiple choice' || field.type === 'tree') return parseList(text);
  if (field.choices) {
    const raw = idOf(text);
    return field.choices.find((choice) => String(choice.value) === raw)?.value ?? raw;
  }
  if (field.type === 'integer') return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;
  if (field.type === 'float') return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : text;
  if (field.type === 'list') return parseList(text);
  if (field.type === 'json' || field.type === 'field' || field.type === 'nested object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
