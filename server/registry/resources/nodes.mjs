// The asset node tree (api-contract 4.17): keys "1:3:5" encode the path; each
// organization has its own root node "1" named after the org.
import { categoryTree } from '../../assets/category-tree.mjs';
import { TASK_PERMS, checkNodeAssetsAmount, runAssetTask } from '../../assets/asset-tasks.mjs';
import { badRequest, notFound, permissionDenied, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { uuid } from '../../util/ids.mjs';
import { nowIso } from '../../util/time.mjs';
import { defineResource } from '../define.mjs';
import { f, relatedId } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';
import { readSuggestions } from '../read.mjs';
import { assertWritableOrg } from '../routes.mjs';
import { notADictionary } from '../store.mjs';
import { serialize } from '../serialize.mjs';

/** Up to this many members, sorting the subtree itself beats walking the list's index. */
const SMALL_SUBTREE = 700;

/**
 * Condition on assets (alias t) under a node given by id or key: the whole
 * subtree, or only direct members with show_current_asset=1 or all=false.
 * A subtree that holds most of the organization is walked in list order and
 * each entry probed through the link table: the page ends after a few entries.
 * A smaller one also offers `ordered(column)`, its members in that column's
 * order (orderedMembers()), which a page ordered by one column walks instead
 * (query.mjs, listSource()). Without it a page costs either the subtree's size
 * (its rows looked up and sorted) or the depth in list order of the page's last
 * member (the list's index walked, each entry probed against the members), and
 * names cluster by node, so that depth can be most of the organization.
 */
export function nodeSubtree(value, ctx) {
  const { db } = ctx.services;
  const direct = ctx.query.get('show_current_asset') === '1' || ctx.query.get('all') === 'false' || ctx.query.get('all') === '0';
  const key = `${ctx.org.id}|${value}|${direct}`;
  // Valid until the next write: a node or a membership may have moved.
  return db.cache('node subtrees').get(key, () => subtreeCondition(db, findNode(ctx, value), direct, key));
}

function subtreeCondition(db, node, direct, key) {
  if (!node) return { sql: '0', args: [] };
  const nodeIds = direct ? [node.id] : db.all('SELECT id FROM nodes WHERE org_id = ? AND (key = ? OR key LIKE ?)', node.org_id, node.key, `${node.key}:%`).map((row) => row.id);
  const members = JSON.stringify(nodeIds);
  const rowids = db
    .all('SELECT DISTINCT a.rowid AS r FROM assets__nodes l JOIN assets a ON a.id = l.src WHERE l.dst IN (SELECT value FROM json_each(?))', members)
    .map((row) => row.r);
  const orgSize = db.get('SELECT COUNT(*) AS n FROM assets WHERE org_id = ?', node.org_id).n;
  if (rowids.length * 2 > orgSize) {
    return { sql: 'EXISTS (SELECT 1 FROM assets__nodes l WHERE l.src = t.id AND l.dst IN (SELECT value FROM json_each(?)))', args: [members] };
  }
  const list = JSON.stringify(rowids);
  // The `+` keeps the planner off the rowid lookup, so a middling subtree is walked in list order.
  const lookup = rowids.length <= SMALL_SUBTREE ? 't.rowid' : '+t.rowid';
  return { sql: `${lookup} IN (SELECT value FROM json_each(?))`, args: [list], ordered: (column) => orderedMembers(db, key, list, column) };
}

/**
 * The members of a subtree in the order of one assets column, as entries (key, v, r)
 * of this connection's TEMP index: the page of a list ordered by that column is then
 * its first entries. Built on first use and again after any write, like the subtree.
 * @returns {{table: string, key: string}}
 */
function orderedMembers(db, subtreeKey, rowids, column) {
  const key = `${subtreeKey}|${column}`;
  const built = db.cache('ordered node subtrees', { limit: 200, onClear: () => db.scratch('DELETE FROM temp.node_members') });
  built.get(key, () => {
    db.scratch('CREATE TABLE IF NOT EXISTS temp.node_members (key TEXT NOT NULL, v, r INTEGER NOT NULL)');
    db.scratch('CREATE INDEX IF NOT EXISTS temp.node_members_order ON node_members (key, v, r)');
    db.scratch(`INSERT INTO temp.node_members (key, v, r) SELECT ?, t."${column}", t.rowid FROM assets t WHERE t.rowid IN (SELECT value FROM json_each(?))`, key, rowids);
    return true;
  });
  return { table: 'temp.node_members', key };
}

function findNode(ctx, idOrKey) {
  const { db } = ctx.services;
  const orgClause = ctx.org.id === ROOT_ORG_ID ? '' : ' AND org_id = ?';
  const args = ctx.org.id === ROOT_ORG_ID ? [] : [ctx.org.id];
  return db.get(`SELECT * FROM nodes WHERE (id = ? OR key = ?)${orgClause} LIMIT 1`, idOrKey, idOrKey, ...args) ?? null;
}

/** The org's root node, created on first use like Node.org_root(). */
export function orgRoot(db, orgId, orgName) {
  const root = db.get("SELECT * FROM nodes WHERE org_id = ? AND key NOT LIKE '%:%' ORDER BY key LIMIT 1", orgId);
  if (root) return root;
  const id = uuid();
  db.run(
    'INSERT INTO nodes (id, key, value, full_value, org_id, date_created, date_updated, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    '1',
    orgName,
    `/${orgName}`,
    orgId,
    nowIso(),
    nowIso(),
    'System',
  );
  return db.get('SELECT * FROM nodes WHERE id = ?', id);
}

function nextChildKey(db, parent) {
  const rows = db.all('SELECT key FROM nodes WHERE org_id = ? AND key LIKE ? AND key NOT LIKE ?', parent.org_id, `${parent.key}:%`, `${parent.key}:%:%`);
  const last = rows.reduce((max, row) => Math.max(max, Number(row.key.split(':').pop())), 0);
  return `${parent.key}:${last + 1}`;
}

const parentKey = (key) => key.split(':').slice(0, -1).join(':');

function zTreeNode(row) {
  return {
    id: row.key,
    name: row.value,
    title: row.value,
    pId: parentKey(row.key),
    isParent: true,
    open: !row.key.includes(':'),
    iconSkin: '',
    meta: { type: 'node', data: { id: row.id, key: row.key, value: row.value, assets_amount: row.assets_amount ?? 0 } },
  };
}

function children(ctx, parent) {
  const { db } = ctx.services;
  if (!parent) {
    if (ctx.org.id === ROOT_ORG_ID) return db.all("SELECT * FROM nodes WHERE key NOT LIKE '%:%' ORDER BY org_id, key");
    return [orgRoot(db, ctx.org.id, ctx.org.name)];
  }
  return db.all('SELECT * FROM nodes WHERE org_id = ? AND key LIKE ? AND key NOT LIKE ? ORDER BY value', parent.org_id, `${parent.key}:%`, `${parent.key}:%:%`);
}

const ASSETS_AMOUNT = "SELECT COUNT(DISTINCT l.src) FROM assets__nodes l JOIN nodes n ON n.id = l.dst WHERE n.org_id = t.org_id AND (n.key = t.key OR n.key LIKE t.key || ':%')";

export const node = defineResource({
  name: 'node',
  app: 'assets',
  url: 'assets/nodes',
  label: 'Node',
  table: 'nodes',
  org: true,
  slug: 'key',
  search: ['value', 'full_value'],
  ordering: ['key'],
  // change_assetnodes is the Asset model's in JumpServer; it guards the assets/add|replace|remove actions below.
  extraPerms: ['assets.match_node', 'assets.change_assetnodes'],
  indexes: [['org_id', 'key']],
  fields: {
    key: f.string('Key', { readOnly: true, filter: true, order: true }),
    value: f.string('Value', { required: true, filter: true, order: true }),
    name: f.computed('Name', 'string', (row) => row.value),
    full_value: f.string('Full value', { readOnly: true, filter: true }),
    parent: f.input('Parent', 'string', { writeOnly: true }),
    assets_amount: f.sql('Assets amount', 'integer', ASSETS_AMOUNT),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
    created_by: f.createdBy(),
  },
  validate(value, ctx, instance) {
    const { db } = ctx.services;
    const parent = instance
      ? db.get('SELECT * FROM nodes WHERE org_id = ? AND key = ?', instance.org_id, parentKey(instance.key))
      : value.parent
        ? findNode(ctx, value.parent)
        : orgRoot(db, ctx.org.id, ctx.org.name);
    if (!instance && value.parent && !parent) throw new FieldError({ parent: [MSG.pkMissing(value.parent)] });
    if (parent && value.value !== undefined) {
      const clash = children(ctx, parent).some((sibling) => sibling.value === value.value && sibling.id !== instance?.id);
      if (clash) throw new FieldError({ value: ['The same level node name cannot be the same'] });
    }
    if (!instance) {
      value.key = nextChildKey(db, parent);
      value.full_value = `${parent.full_value}/${value.value}`;
    } else if (value.value !== undefined) {
      value.full_value = parent ? `${parent.full_value}/${value.value}` : `/${value.value}`;
    }
    delete value.parent;
  },
  afterSave(row, value, ctx, created) {
    if (created || value.value === undefined) return;
    // A rename moves every descendant's full path.
    const { db } = ctx.services;
    for (const child of db.all('SELECT id, key FROM nodes WHERE org_id = ? AND key LIKE ? ORDER BY length(key)', row.org_id, `${row.key}:%`)) {
      const parent = db.get('SELECT full_value FROM nodes WHERE org_id = ? AND key = ?', row.org_id, parentKey(child.key));
      const own = db.get('SELECT value FROM nodes WHERE id = ?', child.id).value;
      db.run('UPDATE nodes SET full_value = ? WHERE id = ?', `${parent.full_value}/${own}`, child.id);
    }
  },
  beforeDelete(row, ctx) {
    const { db } = ctx.services;
    if (!row.key.includes(':')) throw badRequest('Can not delete the root node');
    const busy = db.get(
      'SELECT 1 AS hit FROM nodes n WHERE n.org_id = ? AND (n.key LIKE ? OR (n.key = ? AND EXISTS (SELECT 1 FROM assets__nodes l WHERE l.dst = n.id))) LIMIT 1',
      row.org_id,
      `${row.key}:%`,
      row.key,
    );
    if (busy) throw badRequest('The node has children or assets, so it cannot be deleted');
  },
  actions: [
    { method: 'GET', path: 'children/', perm: 'assets.view_node', handler: (ctx) => listChildren(ctx, ctx.query.get('id') ?? ctx.query.get('key')) },
    { method: 'GET', path: ':id/children/', perm: 'assets.view_node', handler: (ctx) => listChildren(ctx, ctx.params.id) },
    { method: 'POST', path: ':id/children/', perm: 'assets.add_node', handler: createChild },
    { method: 'GET', path: 'children/tree/', perm: 'assets.view_node', handler: tree },
    { method: 'GET', path: 'category/tree/', perm: 'assets.view_asset', handler: categoryTree },
    { method: 'POST', path: ':id/tasks/', perm: null, handler: nodeTask },
    {
      method: 'POST',
      path: 'check_assets_amount_task/',
      perm: 'assets.change_node',
      handler: (ctx) => checkNodeAssetsAmount(ctx, withAmounts(ctx, ctx.services.db.all('SELECT * FROM nodes WHERE org_id = ? ORDER BY key', ctx.org.id))),
    },
    // Pickers of users who may not list nodes (SuggestionMixin, assets.match_node).
    { method: 'GET', path: 'suggestions/', perm: 'assets.match_node', handler: (ctx) => readSuggestions(node, ctx) },
    // NodeAddChildrenApi is an UpdateAPIView: PUT (the official console's drop) and PATCH, no POST.
    ...['PUT', 'PATCH'].map((method) => ({ method, path: ':id/children/add/', perm: 'assets.change_node', handler: moveChildren })),
    ...['add', 'remove', 'replace'].map((operation) => ({
      method: 'PUT',
      path: `:id/assets/${operation}/`,
      perm: 'assets.change_assetnodes',
      handler: (ctx) => changeAssets(ctx, operation),
    })),
  ],
});

function withAmounts(ctx, rows) {
  if (!rows.length) return rows;
  const { db } = ctx.services;
  const amounts = db.all(`SELECT t.id, (${ASSETS_AMOUNT}) AS assets_amount FROM nodes t WHERE t.id IN (SELECT value FROM json_each(?))`, JSON.stringify(rows.map((row) => row.id)));
  const byId = new Map(amounts.map((row) => [row.id, row.assets_amount]));
  return rows.map((row) => ({ ...row, assets_amount: byId.get(row.id) ?? 0 }));
}

function listChildren(ctx, idOrKey) {
  const parent = idOrKey ? findNode(ctx, idOrKey) : null;
  if (idOrKey && !parent) throw notFound('Node');
  return serialize(node, withAmounts(ctx, children(ctx, parent)), ctx, 'list');
}

/** With ?search=: the organization's nodes whose name matches, and their ancestors, flat (NodeChildrenAsTreeApi.filter_queryset). */
function searchTree(ctx, search) {
  const { db } = ctx.services;
  const orgClause = ctx.org.id === ROOT_ORG_ID ? '' : ' AND org_id = ?';
  const args = ctx.org.id === ROOT_ORG_ID ? [] : [ctx.org.id];
  const found = db.all(`SELECT org_id, key FROM nodes WHERE value LIKE ? ESCAPE '\\'${orgClause}`, `%${search.replace(/[\\%_]/g, '\\$&')}%`, ...args);
  const wanted = new Set(found.flatMap((row) => row.key.split(':').map((_, index, parts) => `${row.org_id}|${parts.slice(0, index + 1).join(':')}`)));
  const rows = db.all(`SELECT * FROM nodes WHERE 1${orgClause} ORDER BY key`, ...args).filter((row) => wanted.has(`${row.org_id}|${row.key}`));
  return withAmounts(ctx, rows).map(zTreeNode);
}

function tree(ctx) {
  const search = ctx.query.get('search');
  if (search) return searchTree(ctx, search);
  const idOrKey = ctx.query.get('id') ?? ctx.query.get('key');
  const parent = idOrKey ? findNode(ctx, idOrKey) : null;
  const nodes = withAmounts(ctx, parent ? children(ctx, parent) : children(ctx, null)).map(zTreeNode);
  if (!parent || ctx.query.get('assets') !== '1') return nodes;
  const assets = ctx.services.db.all(
    'SELECT a.id, a.name, a.address, a.type, a.category FROM assets a JOIN assets__nodes l ON l.src = a.id WHERE l.dst = ? ORDER BY a.name LIMIT 1000',
    parent.id,
  );
  return [
    ...nodes,
    ...assets.map((asset) => ({
      id: asset.id,
      name: asset.name,
      title: asset.address,
      pId: parent.key,
      isParent: false,
      open: false,
      iconSkin: asset.category,
      meta: { type: 'asset', data: { id: asset.id, name: asset.name, address: asset.address, type: asset.type, category: asset.category } },
    })),
  ];
}

/** NodeTaskCreateApi: a test or hardware refresh of every asset in the node's subtree, allowed by the action's own permission. */
async function nodeTask(ctx) {
  const body = (await ctx.body()) ?? {};
  if (!ctx.can(TASK_PERMS[body.action] ?? 'assets.test_assetconnectivity')) throw permissionDenied();
  const target = findNode(ctx, ctx.params.id);
  if (!target) throw notFound('Node');
  const ids = ctx.services.db
    .all(
      'SELECT DISTINCT l.src AS id FROM assets__nodes l JOIN nodes n ON n.id = l.dst WHERE n.org_id = ? AND (n.key = ? OR n.key LIKE ?)',
      target.org_id,
      target.key,
      `${target.key}:%`,
    )
    .map((row) => row.id);
  return reply(201, runAssetTask(ctx, ids, body.action));
}

async function createChild(ctx) {
  const parent = findNode(ctx, ctx.params.id);
  if (!parent) throw notFound('Node');
  const body = (await ctx.body()) ?? {};
  const { store, db } = ctx.services;
  const value = store.validOrThrow(node, { value: body.value ?? 'New node', parent: parent.id }, ctx.with({ org: { id: parent.org_id, name: ctx.orgName(parent.org_id) } }));
  const row = db.transaction(() => store.insert(node, value, ctx.with({ org: { id: parent.org_id, name: '' } })));
  return reply(201, serialize(node, [row], ctx)[0]);
}

/**
 * NodeAddChildrenApi: the nodes named (unknown ids are skipped, as its filter does) become the
 * target's last children, each with its subtree: keys under the target's, full paths rewritten.
 * JumpServer checks nothing more and would break its tree on a node moved under itself or an
 * organization's root moved at all; here both are refused (400), with nothing moved.
 */
async function moveChildren(ctx) {
  assertWritableOrg(node, ctx);
  const parent = findNode(ctx, ctx.params.id);
  if (!parent) throw notFound('Node');
  const body = (await ctx.body()) ?? {};
  if (!Array.isArray(body.nodes)) throw validationError({ nodes: [MSG.notAList(body.nodes ?? null)] });
  const { db } = ctx.services;
  const moving = body.nodes.map((id) => findNode(ctx, String(id))).filter((row) => row && row.org_id === parent.org_id);
  if (moving.some((row) => !row.key.includes(':'))) throw badRequest("You can't move the root node");
  if (moving.some((row) => parent.key === row.key || parent.key.startsWith(`${row.key}:`))) throw badRequest('A node cannot move under itself or its own children');
  db.transaction(() => {
    for (const { id } of moving) {
      // Read again: an earlier move of this request may have moved this node with its ancestor.
      const row = db.get('SELECT * FROM nodes WHERE id = ?', id);
      const newKey = nextChildKey(db, parent);
      const subtree = db.all('SELECT id, key, value FROM nodes WHERE org_id = ? AND (key = ? OR key LIKE ?) ORDER BY length(key)', row.org_id, row.key, `${row.key}:%`);
      const paths = new Map([[parent.key, parent.full_value]]);
      for (const child of subtree) {
        const key = newKey + child.key.slice(row.key.length);
        const fullValue = `${paths.get(parentKey(key))}/${child.value}`;
        paths.set(key, fullValue);
        db.run('UPDATE nodes SET key = ?, full_value = ?, date_updated = ? WHERE id = ?', key, fullValue, nowIso(), child.id);
      }
    }
  });
  return 'OK';
}

/**
 * The `assets` of a NodeAssetsSerializer body: ids of assets in the node's organization, DRF's
 * message for the first that is not one (PrimaryKeyRelatedField over the org's assets).
 * @returns {string[]}
 */
function assetsOfBody(ctx, target, body) {
  const { db } = ctx.services;
  if (body.assets === undefined) throw validationError({ assets: [MSG.required] });
  if (!Array.isArray(body.assets)) throw validationError({ assets: [MSG.notAList(body.assets)] });
  try {
    const ids = [...new Set(body.assets.map((item) => relatedId(item, false)))];
    const found = new Set(db.all('SELECT id FROM assets WHERE org_id = ? AND id IN (SELECT value FROM json_each(?))', target.org_id, JSON.stringify(ids)).map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new FieldError(MSG.pkMissing(missing));
    return ids;
  } catch (error) {
    if (error instanceof FieldError) throw validationError({ assets: error.messages });
    throw error;
  }
}

/**
 * NodeAddAssetsApi, MoveAssetsToNodeApi (`replace`: the assets leave every other node) and
 * NodeRemoveAssetsApi, whose assets left in no node land in the organization's root node as
 * JumpServer keeps them. The answer is the serializer's: the node's own assets afterwards.
 */
async function changeAssets(ctx, operation) {
  assertWritableOrg(node, ctx);
  const target = findNode(ctx, ctx.params.id);
  if (!target) throw notFound('Node');
  const body = (await ctx.body()) ?? {};
  const wrongKind = notADictionary(body);
  if (wrongKind) throw validationError(wrongKind);
  const ids = assetsOfBody(ctx, target, body);
  const { db } = ctx.services;
  const link = (assetId, nodeId) =>
    db.run('INSERT INTO assets__nodes (src, dst) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM assets__nodes WHERE src = ? AND dst = ?)', assetId, nodeId, assetId, nodeId);
  db.transaction(() => {
    for (const id of ids) {
      if (operation === 'replace') db.run('DELETE FROM assets__nodes WHERE src = ?', id);
      if (operation !== 'remove') {
        link(id, target.id);
        continue;
      }
      db.run('DELETE FROM assets__nodes WHERE src = ? AND dst = ?', id, target.id);
      if (!db.get('SELECT 1 AS hit FROM assets__nodes WHERE src = ?', id)) link(id, orgRoot(db, target.org_id, ctx.orgName(target.org_id)).id);
    }
  });
  return { assets: db.all('SELECT src FROM assets__nodes WHERE dst = ? ORDER BY src', target.id).map((row) => row.src) };
}

export default [node];
