import { useState } from 'react';
import { DetailTabs, type TabSpec } from '../../blocks/detail-page/detail-tabs';
import { ListTable } from '../../blocks/list-table/list-table';
import { useT } from '../../blocks/i18n/use-t';
import { useStore } from 'zustand';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import type { ListScreenConfig } from '../common/list-screen';
import type { ScreenProps } from '../types';
import { AppletUploadDialog } from './applet-upload';
import { APPLET_HOSTS_URL, APPLETS_URL } from './applets-urls';

const hostPerms = { app: 'terminal', resource: 'applethost' };

/** Remote applications: the applets installed, and the hosts that publish them. */
export default function Applets({ query }: ScreenProps) {
  const t = useT();
  const canUpload = useStore(sessionStore, (state) => hasPermission(state.perms, 'terminal.add_applet'));
  // The list's reload while the upload dialog is open.
  const [uploading, setUploading] = useState<{ reload: () => void } | null>(null);
  // Both tabs are lists kept in the page's query; applets and hosts are not imported from files.
  const listTab = (name: string, title: string, list: ListScreenConfig): TabSpec => ({
    name,
    title,
    render: () => <ListTable toolbar={{ import: false }} {...list} routeQuery={query} />,
  });
  return (
    <>
      <DetailTabs
        query={query}
        defaultTab="AppletList"
        tabs={[
          listTab('AppletList', t('applets.applets'), {
            url: APPLETS_URL,
            routeName: 'Applets',
            detailRoute: 'AppletDetail',
            defaultColumns: ['display_name', 'name', 'version', 'type', 'protocols', 'is_active', 'builtin'],
            minColumns: ['display_name'],
            linkColumn: 'display_name',
            extraActions: [
              {
                name: 'upload',
                title: t('applets.upload'),
                icon: 'upload',
                variant: 'primary',
                has: canUpload,
                onClick: ({ reload }) => setUploading({ reload }),
              },
            ],
          }),
          listTab('AppletHostList', t('applets.hosts'), {
            url: APPLET_HOSTS_URL,
            name: 'applet-hosts',
            routeName: 'AppletHostDetail',
            perms: hostPerms,
            defaultColumns: ['name', 'address', 'load', 'is_active', 'date_synced'],
            minColumns: ['name'],
          }),
        ]}
      />
      {uploading && <AppletUploadDialog onClose={() => setUploading(null)} onUploaded={uploading.reload} />}
    </>
  );
}
