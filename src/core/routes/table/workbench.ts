import type { RouteRecord } from '../types';

/** The workbench view (routes-v3.8.2.md, "workbench"). */
// One route a line, as the route table of the spec has them.
// prettier-ignore
export const workbenchRoutes: readonly RouteRecord[] = [
  { path: '/workbench', name: 'workbench', title: 'common.nav.Workbench', kind: 'layout', permissions: [], showOrganization: true, redirect: '/workbench/home', showNavSwitcher: ({ session }) => session.workbenchOrgs.length > 0 },
  { path: '/workbench/home', name: 'MyHome', title: 'route.Overview', permissions: [], icon: 'home', affix: true },
  { path: '/workbench/assets', name: 'MyAssets', title: 'route.MyAssets', permissions: ['perms.view_myassets'], icon: 'my-assets' },
  { path: '/workbench/external-luna', kind: 'group', permissions: ['rbac.view_webterminal'] },
  { path: '/workbench/external-luna/luna', title: 'route.WebTerminal', kind: 'link', href: '/luna/', permissions: [], icon: 'terminal' },
  { path: '/workbench/external-elfinder', kind: 'group', permissions: ['rbac.view_filemanager'] },
  { path: '/workbench/external-elfinder/elfinder', title: 'route.FileManager', kind: 'link', href: '/koko/elfinder/sftp/', permissions: ['rbac.view_filemanager'], icon: 'folder' },
  { path: '/workbench/ops', name: 'JobCenter', title: 'route.JobCenter', kind: 'group', permissions: [], available: ({ settings }) => settings.SECURITY_COMMAND_EXECUTION === true, icon: 'jobs', menuOpen: true },
  { path: '/workbench/ops/quick-job', name: 'QuickJob', title: 'ops.QuickJob', permissions: ['ops.view_job', 'ops.add_job', 'ops.add_jobexecution'] },
  { path: '/workbench/ops/job', name: 'Job', title: 'route.JobList', kind: 'group', permissions: ['ops.view_job'] },
  { path: '/workbench/ops/job/', name: 'JobList', title: 'route.JobList', permissions: ['ops.view_job'] },
  { path: '/workbench/ops/job/create', name: 'JobCreate', title: 'route.JobCreate', permissions: ['ops.add_job'], hidden: true, activeMenu: '/workbench/ops/job' },
  { path: '/workbench/ops/job/:id/update', name: 'JobUpdate', title: 'route.JobUpdate', permissions: ['ops.change_job'], hidden: true, activeMenu: '/workbench/ops/job' },
  { path: '/workbench/ops/job/:id', name: 'JobDetail', title: 'route.JobDetail', permissions: ['ops.view_job'], hidden: true, activeMenu: '/workbench/ops/job' },
  { path: '/workbench/ops/templates', name: 'Template', title: 'route.Template', permissions: ['ops.view_adhoc|ops.view_playbook'] },
  { path: '/workbench/ops/executions', name: 'Execution', title: 'route.Execution', permissions: ['ops.view_jobexecution'] },
  { path: '/workbench/ops/executions/:id', name: 'ExecutionDetail', title: 'ops.ExecutionDetail', permissions: ['ops.view_jobexecution'], hidden: true, activeMenu: '/workbench/ops/executions' },
  { path: '/workbench/ops/adhoc/:id/update', name: 'AdhocUpdate', title: 'ops.AdhocUpdate', permissions: ['ops.change_adhoc'], hidden: true, activeMenu: '/workbench/ops/templates' },
  { path: '/workbench/ops/adhoc/create', name: 'AdhocCreate', title: 'ops.createAdhoc', permissions: ['ops.add_adhoc'], hidden: true, activeMenu: '/workbench/ops/templates' },
  { path: '/workbench/ops/adhoc/:id', name: 'AdhocDetail', title: 'route.AdhocDetail', permissions: ['ops.view_adhoc'], hidden: true, activeMenu: '/workbench/ops/templates' },
  { path: '/workbench/ops/playbook/create', name: 'PlaybookCreate', title: 'ops.CreatePlaybook', permissions: ['ops.add_playbook'], hidden: true, activeMenu: '/workbench/ops/templates' },
  { path: '/workbench/ops/playbook/:id/update', name: 'PlaybookUpdate', title: 'ops.PlaybookUpdate', permissions: ['ops.change_playbook'], hidden: true, activeMenu: '/workbench/ops/templates' },
  { path: '/workbench/ops/playbook/:id', name: 'PlaybookDetail', title: 'ops.PlaybookDetail', permissions: ['ops.view_playbook'], hidden: true, activeMenu: '/workbench/ops/templates' },
];
