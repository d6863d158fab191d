import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { ListTable } from '../../blocks/list-table/list-table';
import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';
import { APPLET_HOSTS_URL, APPLETS_URL } from './applets-urls';

const hostPerms = { app: 'terminal', resource: 'applethost' };

/** Remote applications: the applets installed, and the hosts that publish them. */
export default function Applets({ query }: ScreenProps) {
  const t = useT();
  return (
    <DetailTabs
      query={query}
      defaultTab="AppletList"
      tabs={[
        {
          name: 'AppletList',
          title: t('applets.applets'),
          render: () => (
            <ListTable url={APPLETS_URL} routeName="Applets" detailRoute="AppletDetail" routeQuery={query} defaultColumns={['display_name', 'name', 'version', 'type', 'protocols', 'is_active', 'builtin']} minColumns={['display_name']} linkColumn="display_name" toolbar={{ import: false }} />
          ),
        },
        {
          name: 'AppletHostList',
          title: t('applets.hosts'),
          render: () => (
            <ListTable url={APPLET_HOSTS_URL} name="applet-hosts" routeName="AppletHostDetail" perms={hostPerms} routeQuery={query} defaultColumns={['name', 'address', 'load', 'is_active', 'date_synced']} minColumns={['name']} toolbar={{ import: false }} />
          ),
        },
      ]}
    />
  );
}
