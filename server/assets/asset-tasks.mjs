// Connectivity tests and hardware refreshes of assets (AssetTaskCreateApi,
// NodeTaskCreateApi), and the node asset-amount check: scripted tasks whose
// effect on the assets happens when their log ends.
import { randomInt } from 'node:crypto';
import { validationError } from '../http/errors.mjs';
import { ansibleLines, startTask } from '../ops/tasks.mjs';
import { MSG } from '../registry/messages.mjs';
import { nowIso } from '../util/time.mjs';
import { gatheredInfo } from './hardware.mjs';

const TASK_ACTIONS = { refresh: 'Update assets hardware info', test: 'Test assets connectivity' };

/** The permission each action needs (NodeTaskCreateApi.check_permissions). */
export const TASK_PERMS = { refresh: 'assets.refresh_assethardwareinfo', test: 'assets.test_assetconnectivity' };

/** Starts a test or a refresh of these assets: `{task}`; a test marks them reachable, a refresh gathers the hosts' hardware. */
export function runAssetTask(ctx, ids, action) {
  if (!TASK_ACTIONS[action]) throw validationError({ action: [MSG.choice(action)] });
  const { db } = ctx.services;
  const assets = db.all('SELECT id, name FROM assets WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(ids));
  const taskId = startTask(ctx.services, {
    name: TASK_ACTIONS[action],
    taskName: `assets.tasks.${action}_assets`,
    args: [ids],
    lines: ansibleLines(TASK_ACTIONS[action], assets),
    onFinish() {
      if (action === 'test') db.run("UPDATE assets SET connectivity = 'ok', date_verified = ? WHERE id IN (SELECT value FROM json_each(?))", nowIso(), JSON.stringify(ids));
      if (action !== 'refresh') return;
      for (const host of db.all("SELECT id, type FROM assets WHERE category = 'host' AND id IN (SELECT value FROM json_each(?))", JSON.stringify(ids))) {
        db.run('UPDATE assets SET gathered_info = ? WHERE id = ?', JSON.stringify(gatheredInfo(host.type, (min, max) => randomInt(min, max + 1))), host.id);
      }
    },
  });
  return { task: taskId };
}

/** check_node_assets_amount_task: the organization's nodes counted again (here the counts are always current, so it reports them). */
export function checkNodeAssetsAmount(ctx, nodes) {
  const lines = ['>>> Check node assets amount', '', ...nodes.map((node) => `${node.full_value}: ${node.assets_amount}`), '', '>>> Task finished'];
  return { task: startTask(ctx.services, { name: 'Check node assets amount', taskName: 'assets.tasks.nodes_amount.check_node_assets_amount_task', lines }) };
}
