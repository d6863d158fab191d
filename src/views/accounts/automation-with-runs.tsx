import { ListTable } from '../../blocks/list-table/list-table';
import { navigateTo } from '../../core/routes';
import { detailScreen } from '../common/detail-screen';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import * as details from './automation-detail';
import * as lists from './automation-list';
import { AUTOMATIONS, type AutomationKind } from './automations';
import { runActions } from './run-actions';

/**
 * An automation list as the console shows it: the list pages embed
 * (automation-list), with each automation run from its row and the way to all
 * their runs.
 */
function listWithRuns(kind: AutomationKind) {
  const automation = AUTOMATIONS[kind];
  const { config } = lists[kind];
  return function AutomationList({ query }: ScreenProps) {
    const { run, runs } = runActions(automation, useDetailScreenEnv());
    return <ListTable {...config} routeQuery={query} extraActions={[{ ...runs, onClick: () => navigateTo({ name: automation.runs.list }) }]} rowActions={{ extra: [run] }} />;
  };
}

/** An automation's page as the console shows it: its details (automation-detail), run now, and its own runs. */
function detailWithRuns(kind: AutomationKind) {
  const automation = AUTOMATIONS[kind];
  const source = details[kind].config;
  const filter = `${automation.runs.link}_id`;
  return detailScreen((env) => {
    const config = typeof source === 'function' ? source(env) : source;
    const { run, runs } = runActions(automation, env);
    const ownRuns = { ...runs, onClick: ({ row }: { row?: { id: string } }) => row && navigateTo({ name: automation.runs.list, query: { [filter]: row.id } }) };
    return { ...config, actions: { ...config.actions, extra: [...(config.actions?.extra ?? []), run, ownRuns] } };
  });
}

export const pushList = listWithRuns('push');
export const gatherList = listWithRuns('gather');
export const changeSecretList = listWithRuns('changeSecret');
export const backupList = listWithRuns('backup');
export const pushDetail = detailWithRuns('push');
export const gatherDetail = detailWithRuns('gather');
export const changeSecretDetail = detailWithRuns('changeSecret');
export const backupDetail = detailWithRuns('backup');
