import { useState } from 'react';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { ListTable } from '../../blocks/list-table/list-table';
import { useT } from '../../blocks/i18n/use-t';
import { useStore } from 'zustand';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
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
  return (
    <>
      <DetailTabs
        query={query}
        defaultTab="AppletList"
        tabs={[
          {
            name: 'AppletList',
            title: t('applets.applets'),
            render: () => (
              <ListTable
                url={APPLETS_URL}
                routeName="Applets"
                detailRoute="AppletDetail"
                routeQuery={query}
                defaultColumns={['display_name', 'name', 'version', 'type', 'protocols', 'is_active', 'builtin']}
                minColumns={['display_name']}
                linkColumn="display_name"
                toolbar={{ import: false }}
                extraActions={[
                  {
                    name: 'upload',
                    title: t('applets.upload'),
                    icon: 'upload',
                    variant: 'primary',
                    has: canUpload,
                    onClick: ({ reload }) => setUploading({ reload }),
                  },
                ]}
              />
            ),
          },
          {
            name: 'AppletHostList',
            title: t('applets.hosts'),
            render: () => (
              <ListTable
                url={APPLET_HOSTS_URL}
                name="applet-hosts"
                routeName="AppletHostDetail"
                perms={hostPerms}
                routeQuery={query}
                defaultColumns={['name', 'address', 'load', 'is_active', 'date_synced']}
                minColumns={['name']}
                toolbar={{ import: false }}
              />
            ),
          },
        ]}
      />
      {uploading && <AppletUploadDialog onClose={() => setUploading(null)} onUploaded={uploading.reload} />}
    </>
  );
}
