import { http, isHttpError } from '../../core/http';
import { navigateTo } from '../../core/routes';
import type { AutomationRuns } from './automations';

/** How long the execution of a run just started may take to appear: a worker writes it when the task starts. */
const APPEAR_TRIES = 10;
const APPEAR_INTERVAL_MS = 300;

/** The run's page tab with its card and its log, where a run just started opens (whichever tab was chosen last). */
export const RUN_INFO_TAB = 'info';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an automation now and opens the run's page. JumpServer answers with the
 * task's id, which is the execution's; the page opens once the execution can be read.
 */
export async function runAutomation(runs: AutomationRuns, automationId: string): Promise<void> {
  const { task } = await http.post<{ task: string }>(runs.url, { [runs.link]: automationId });
  for (let attempt = 1; attempt < APPEAR_TRIES; attempt += 1) {
    try {
      await http.get(`${runs.url}${task}/`, { silent: true });
      break;
    } catch (error) {
      if (!isHttpError(error) || error.status !== 404) break;
      await pause(APPEAR_INTERVAL_MS);
    }
  }
  navigateTo({ name: runs.detail, params: { id: task }, query: { activeTab: RUN_INFO_TAB } });
}
