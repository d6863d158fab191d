import { ListTable } from '../../blocks/list-table/list-table';
import { TaskRunner } from '../../blocks/task-log/task-runner';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { openTaskLog } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { RELATED_LIST } from '../common/list-screen';
import { formScreen } from '../common/form-screen';
import { APPLET_HOSTS_URL, APPLETS_URL, DEPLOYMENTS_URL, PUBLICATIONS_URL } from './applets-urls';

/** Each side of a publication lists the other: an applet its hosts, a host its applets, each row leading to it. */
const PUBLICATION_SIDES = {
  applet: { name: 'applet-publications', other: 'host', otherDetail: 'AppletHostDetail' },
  host: { name: 'applet-host-publications', other: 'applet', otherDetail: 'AppletDetail' },
} as const;

/** The publications of one applet or one host, with how each went. */
function Publications({ of, id }: { of: keyof typeof PUBLICATION_SIDES; id: string }) {
  const { name, other, otherDetail } = PUBLICATION_SIDES[of];
  return (
    <ListTable
      {...RELATED_LIST}
      name={name}
      url={PUBLICATIONS_URL}
      routeName={otherDetail}
      perms={{ app: 'terminal', resource: 'appletpublication' }}
      query={{ [of]: id }}
      defaultColumns={[other, 'status', 'date_updated']}
    />
  );
}

/** The hosts an applet is published on, and how its installation went on each. */
export const AppletDetail = detailScreen(({ t }) => ({
  url: APPLETS_URL,
  routeName: 'AppletDetail',
  title: (applet) => String(applet['display_name'] ?? ''),
  fields: ['display_name', 'name', 'version', 'author', 'type', 'protocols', 'tags', 'can_concurrent', 'builtin', 'is_active', 'date_created', 'comment'],
  tabs: [
    {
      name: 'hosts',
      title: t('applets.publishedOn'),
      render: (applet) => <Publications of="applet" id={applet.id} />,
    },
  ],
}));

/** Deploys the host again, its log streaming in place; the deployments are read again when it ends. */
function Deploy({ hostId, onEnd }: { hostId: string; onEnd: () => void }) {
  const t = useT();
  const start = async () => (await http.post<{ task: string }>(DEPLOYMENTS_URL, { host: hostId })).task;
  return <TaskRunner title={t('applets.deploy')} actions={[{ name: 'deploy', label: t('applets.deploy'), icon: 'play', start }]} onEnd={onEnd} />;
}

/** An applet host: its deployments with their status and logs, a new deployment, and the applets it publishes. */
export const AppletHostDetail = detailScreen(({ t, can }) => ({
  url: APPLET_HOSTS_URL,
  routeName: 'AppletHostDetail',
  fields: ['name', 'address', 'load', 'is_active', 'auto_create_accounts', 'accounts_create_amount', 'date_synced', 'date_created', 'comment'],
  tabs: [
    {
      name: 'deployments',
      title: t('applets.deployments'),
      render: (host, reload) => (
        <>
          {can('terminal.add_applethostdeployment') && <Deploy hostId={host.id} onEnd={reload} />}
          <ListTable
            {...RELATED_LIST}
            name="applet-host-deployments"
            url={DEPLOYMENTS_URL}
            routeName="AppletHostDetail"
            perms={{ app: 'terminal', resource: 'applethostdeployment' }}
            query={{ host: host.id }}
            defaultColumns={['status', 'date_start', 'date_finished', 'comment']}
            rowActions={{
              update: false,
              delete: false,
              extra: [{ name: 'log', title: t('applets.log'), onClick: ({ row }) => typeof row?.['task'] === 'string' && openTaskLog(row['task']) }],
            }}
          />
        </>
      ),
    },
    {
      name: 'applets',
      title: t('applets.applets'),
      render: (host) => <Publications of="host" id={host.id} />,
    },
  ],
}));

export const AppletHostForm = formScreen({
  url: APPLET_HOSTS_URL,
  create: 'AppletHostCreate',
  update: 'AppletHostUpdate',
  listRoute: 'Applets',
  groups: [{ fields: ['name', 'address', 'protocols', 'auto_create_accounts', 'accounts_create_amount', 'deploy_options', 'is_active', 'comment'] }],
});
