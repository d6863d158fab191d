// The job center's actions of the official console (issue 32, item 7), done in
// the browser alone and checked through the API: a job run from its row makes an
// execution whose output opens; the executions' Output button, their page and
// their job's link; the job's execution history tab.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, hashPath, shell } from './shell-helpers.mjs';

const JOBS = '/api/v1/ops/jobs/';
const EXECUTIONS = '/api/v1/ops/job-executions/';
const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const row = (page, id) => screen(page, `tbody tr[data-row-id="${id}"]`);
const suffix = Date.now().toString(36);

async function createJob(page) {
  // A job is made only on assets granted to its creator (JobExecution.check_assets_perms, checked as the job is saved).
  const host = (await api(page, 'GET', '/api/v1/perms/users/self/assets/?limit=1&type=linux')).data.results[0];
  const made = await api(page, 'POST', JOBS, { name: `job-${suffix}`, type: 'adhoc', module: 'shell', args: 'uptime', assets: [host.id], runas: 'root', runas_policy: 'skip' });
  assert.equal(made.status, 201, JSON.stringify(made.data));
  return made.data;
}

const executionsOf = async (page, job) => (await api(page, 'GET', `${EXECUTIONS}?job_id=${job.id}`)).data;

/** Clicks the control and returns the task-log window it opened, once its log is there. */
async function outputOpenedBy(page, click) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  await popup.waitForLoadState();
  return popup;
}

describe("the job center's actions", () => {
  const session = signedInPage('admin', '/ui/#/workbench/ops/job/');

  it('runs a job from its row: an execution is made and its output opens; the list says success/total and the average time', async () => {
    const { page, stack } = session;
    const job = await createJob(page);
    await go(page, `/workbench/ops/job/?search=${suffix}`);
    await row(page, job.id).waitFor();
    const popup = await outputOpenedBy(page, () => row(page, job.id).getByRole('button', { name: 'Run' }).click());
    const [execution] = await executionsOf(page, job);
    assert.ok(execution, 'an execution of the job');
    assert.ok(popup.url().includes(`/task/${execution.task_id}/log/`), popup.url());
    await popup.close();
    // Once it ends, the overview counts it as the API does (a fresh page: the list read before the run is cached).
    for (let tries = 0; tries < 100 && !(await executionsOf(page, job))[0].is_finished; tries++) await page.waitForTimeout(100);
    const { summary } = (await api(page, 'GET', `${JOBS}${job.id}/`)).data;
    assert.equal(summary.total, 1);
    await page.reload();
    await row(page, job.id)
      .filter({ hasText: `${summary.success}/${summary.total}` })
      .waitFor();
    assert.match(await row(page, job.id).innerText(), /\d+\.\d{2}s/);
    await screenshot(page, 'job-list-run-1440x900');
    await expectCleanPage(page, stack);
  });

  it("opens an execution's output and page from its row, its job from the job's name, and the job's history tab", async () => {
    const { page, stack } = session;
    const job = (await api(page, 'GET', `${JOBS}?name=job-${suffix}`)).data[0];
    const [execution] = await executionsOf(page, job);
    await go(page, '/workbench/ops/executions');
    await row(page, execution.id).waitFor();
    const popup = await outputOpenedBy(page, () => row(page, execution.id).getByRole('button', { name: 'Output' }).click());
    assert.ok(popup.url().includes(execution.task_id));
    await popup.close();
    await row(page, execution.id).getByRole('link', { name: job.name }).click();
    await page.waitForFunction((id) => location.hash.includes(id), job.id);
    assert.match(await hashPath(page), new RegExp(job.id));
    await screen(page, '[role=tab]').filter({ hasText: 'Execution history' }).click();
    await screen(page, `[role=tabpanel]:not([hidden]) tbody tr[data-row-id="${execution.id}"]`).waitFor();
    await go(page, '/workbench/ops/executions');
    await row(page, execution.id).getByRole('link', { name: execution.task_id }).click();
    await page.waitForFunction((id) => location.hash.includes(id), execution.id);
    await expectCleanPage(page, stack);
  });
});
