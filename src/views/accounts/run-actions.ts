import type { ActionButton } from '../../blocks/list-table/types';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import type { Automation } from './automations';
import { runAutomation } from './run-automation';

/**
 * An automation's two ways to its runs, for those allowed: run it now (and
 * open the run), and its runs (the screen says where they lead).
 */
export function runActions(automation: Automation, { t, can }: DetailScreenEnv): { run: ActionButton; runs: ActionButton } {
  const { app, resource } = automation.runs.perms;
  return {
    run: {
      name: 'run',
      title: t('runs.execute'),
      icon: 'play',
      order: 15,
      has: can(`${app}.add_${resource}`),
      // A refused run is reported by the HTTP core's message.
      onClick: ({ row }) => void (row && runAutomation(automation.runs, row.id).catch(() => undefined)),
    },
    runs: { name: 'runs', title: t('runs.history'), icon: 'list', has: can(`${app}.view_${resource}`) },
  };
}
