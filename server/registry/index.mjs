// Every resource of the API, in one list. Adding a resource = adding its entry
// to a module below (or a new module here).
import accounts from './resources/accounts.mjs';
import acls from './resources/acls.mjs';
import assetGrantees from './resources/asset-grantees.mjs';
import assets from './resources/assets.mjs';
import audits from './resources/audits.mjs';
import authentication from './resources/authentication.mjs';
import automations from './resources/automations.mjs';
import cloud from './resources/cloud.mjs';
import domains from './resources/domains.mjs';
import favoriteAssets from './resources/favorite-assets.mjs';
import granted from './resources/granted.mjs';
import labels from './resources/labels.mjs';
import nodes from './resources/nodes.mjs';
import ops from './resources/ops.mjs';
import orgs from './resources/orgs.mjs';
import permissionMembers from './resources/permission-members.mjs';
import perms from './resources/perms.mjs';
import platforms from './resources/platforms.mjs';
import rbac from './resources/rbac.mjs';
import siteMessages from './resources/site-messages.mjs';
import storages from './resources/storages.mjs';
import terminal from './resources/terminal.mjs';
import tickets from './resources/tickets.mjs';
import users from './resources/users.mjs';

const MODULES = [
  users,
  orgs,
  rbac,
  labels,
  siteMessages,
  audits,
  tickets,
  platforms,
  nodes,
  domains,
  assets,
  accounts,
  perms,
  acls,
  terminal,
  storages,
  ops,
  automations,
  authentication,
  cloud,
  granted,
  assetGrantees,
  permissionMembers,
  favoriteAssets,
];

/**
 * A resource as a JumpServer version serves it: its `versions[version]` (fields left out with
 * `omit`, other keys replacing the resource's) and each field's `versions[version]` (keys replacing
 * the field's). A copy, so backends of both versions can share a process.
 * @param {import('./define.mjs').Resource} resource
 */
function asServedBy(resource, version) {
  const { omit = [], ...changes } = resource.versions?.[version] ?? {};
  const fields = Object.entries(resource.fields)
    .filter(([name]) => !omit.includes(name))
    .map(([name, field]) => [name, field.versions?.[version] ? { ...field, ...field.versions[version] } : field]);
  return { ...resource, ...changes, fields: Object.fromEntries(fields) };
}

/**
 * @param {import('./define.mjs').Resource[]} resources
 * @param {{jumpserver?: string}} [config] which version's shapes the resources take (default 3.8)
 */
export function createRegistry(resources = MODULES.flat(), { jumpserver = '3.8' } = {}) {
  resources = resources.map((resource) => (resource.versions || Object.values(resource.fields).some((field) => field.versions) ? asServedBy(resource, jumpserver) : resource));
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  if (byName.size !== resources.length) throw new Error('Two resources share a name');
  /** @type {Map<string, Array<{resource: any, field: any}>>} */
  const references = new Map();
  const seen = new Set();

  for (const resource of resources) {
    // Search and ordering become SQL: a field with nothing SQL can read would fail at request time, so fail now.
    for (const name of [...resource.search, ...resource.ordering.map((item) => item.replace(/^-/, ''))]) {
      const field = resource.fields[name];
      if (!field || !(field.column || field.kind === 'sql' || field.kind === 'fk' || field.kind === 'm2m')) {
        throw new Error(`${resource.name}: search or ordering names ${name}, which SQL cannot read`);
      }
    }
    for (const field of Object.values(resource.fields)) {
      if (field.kind !== 'fk' && field.kind !== 'm2m') continue;
      const target = byName.get(field.target);
      if (!target) throw new Error(`${resource.name}.${field.name} points at unknown resource ${field.target}`);
      field.integerTarget = target.integerIds;
      // Resources sharing a table (hosts, databases... in assets) share its references: keep one of each.
      const key = field.kind === 'fk' ? `${resource.table}.${field.column}` : `${field.link.table}.${field.link.dst}`;
      if (seen.has(key)) continue;
      seen.add(key);
      references.set(target.table, [...(references.get(target.table) ?? []), { resource, field }]);
    }
  }

  return {
    all: resources,
    /** @returns {import('./define.mjs').Resource} */
    get(name) {
      const resource = byName.get(name);
      if (!resource) throw new Error(`Unknown resource ${name}`);
      return resource;
    },
    has: (name) => byName.has(name),
    /** fk and m2m fields that point at rows of a table. */
    referencesTo: (table) => references.get(table) ?? [],
  };
}

/** @typedef {ReturnType<typeof createRegistry>} Registry */
