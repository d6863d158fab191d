import type { Choice, FieldMeta, MetadataMethod, RawFieldInfo, RawMetadata, ResourceMeta } from './types';

const METHODS: readonly MetadataMethod[] = ['GET', 'POST', 'PUT', 'PATCH'];

/** The one translator of OPTIONS answers: snake_case field infos in, FieldMeta out. */
export function makeFieldMeta(name: string, raw: RawFieldInfo): FieldMeta {
  const field: FieldMeta = {
    name,
    type: raw.type || 'field',
    label: raw.label || name,
    helpText: raw.help_text ?? '',
    required: Boolean(raw.required),
    readOnly: Boolean(raw.read_only),
    writeOnly: Boolean(raw.write_only),
    hasDefault: 'default' in raw,
    default: raw.default,
    // A tree field (asset-permission actions) lists its choices only as the leaves of its tree.
    choices: (Array.isArray(raw.choices) ? raw.choices : treeLeaves(raw.tree)).map(makeChoice),
    children: raw.children ? Object.entries(raw.children).map(([key, info]) => makeFieldMeta(key, info)) : [],
    textarea: raw.style === 'textarea' || (typeof raw.style === 'object' && raw.style !== null && (raw.style as { base_template?: unknown }).base_template === 'textarea.html'),
    filter: Boolean(raw.filter),
    order: Boolean(raw.order),
  };
  if (raw.min_length !== undefined) field.minLength = raw.min_length;
  if (raw.max_length !== undefined) field.maxLength = raw.max_length;
  if (raw.min_value !== undefined) field.minValue = raw.min_value;
  if (raw.max_value !== undefined) field.maxValue = raw.max_value;
  if (raw.child) field.child = makeFieldMeta(name, raw.child);
  if (raw.tree !== undefined) field.tree = raw.tree;
  return field;
}

interface TreeNode {
  value: Choice['value'];
  label?: string;
  children?: TreeNode[];
}

/** The choices of JumpServer's TreeChoicesField: the nodes without children ("All", "Transfer" only group them). */
function treeLeaves(tree: unknown): Choice[] {
  if (!Array.isArray(tree)) return [];
  return (tree as TreeNode[]).flatMap((node) => (Array.isArray(node.children) ? treeLeaves(node.children) : [{ value: node.value, label: node.label ?? String(node.value) }]));
}

function makeChoice(choice: Choice): Choice {
  return { value: choice.value, label: choice.label === undefined || choice.label === null ? String(choice.value) : String(choice.label) };
}

/**
 * The whole answer. Later servers (v4.10.19+) announce filters and ordering at
 * the top level instead of per field: both end up in the same flags.
 */
export function makeResourceMeta(raw: RawMetadata | null | undefined): ResourceMeta {
  const filters = new Set(Object.keys(raw?.filters ?? {}));
  const orders = new Set((raw?.ordering?.fields ?? []).map((field) => field.name));
  const actions: ResourceMeta['actions'] = {};
  for (const method of METHODS) {
    const fields = raw?.actions?.[method];
    if (!fields) continue;
    actions[method] = Object.entries(fields).map(([name, info]) => {
      const field = makeFieldMeta(name, info);
      if (method === 'GET') {
        field.filter ||= filters.has(name);
        field.order ||= orders.has(name);
      }
      return field;
    });
  }
  return { name: raw?.name ?? '', actions };
}

/** The fields a form uses: PUT when updating, else POST (PATCH for batch updates). */
export function formFields(meta: ResourceMeta, method: 'POST' | 'PUT' | 'PATCH'): FieldMeta[] {
  return meta.actions[method] ?? (method === 'PATCH' ? meta.actions.PUT : undefined) ?? meta.actions.POST ?? [];
}

/**
 * A nested object that stands for another resource (v3.10's account `asset`,
 * with its id, name and more): read by its name and picked by its id, never
 * shown sub-field by sub-field.
 */
export function isRelatedObject(field: FieldMeta | undefined): boolean {
  if (field?.type !== 'nested object') return false;
  const names = new Set(field.children.map((child) => child.name));
  return names.has('id') && names.has('name');
}

export function fieldMap(fields: readonly FieldMeta[]): Map<string, FieldMeta> {
  return new Map(fields.map((field) => [field.name, field]));
}
