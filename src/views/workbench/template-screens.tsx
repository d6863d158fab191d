import { useState } from 'react';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { navigateTo } from '../../core/routes';
import { useStore } from 'zustand';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import type { ScreenProps } from '../types';
import { ADHOCS_URL, PLAYBOOKS_URL } from './ops-urls';
import { PlaybookUploadDialog } from './playbook-upload';
import { PlaybookWorkspace } from './playbook-workspace';

const ADHOC_FIELDS = ['name', 'module', 'args', 'scope', 'comment'];
const PLAYBOOK_FIELDS = ['name', 'scope', 'comment'];

/** The saved ad hoc commands and playbooks, a tab each (their routes are siblings of AdhocList and PlaybookList, which v3.8.2 does not have). */
export function Template({ query }: ScreenProps) {
  const t = useT();
  const canAddPlaybook = useStore(sessionStore, (state) => hasPermission(state.perms, 'ops.add_playbook'));
  // The playbook list's reload while the upload dialog is open.
  const [uploading, setUploading] = useState<{ reload: () => void } | null>(null);
  // A playbook is written here or uploaded as a .zip, so create is a menu of the two (as the official list has it).
  const createPlaybook: ActionButton = {
    name: 'create',
    title: t('table.create'),
    icon: 'plus',
    variant: 'primary',
    has: canAddPlaybook,
    dropdown: [
      { name: 'blank', title: t('jobs.writePlaybook'), onClick: () => navigateTo({ name: 'PlaybookCreate' }) },
      { name: 'upload', title: t('jobs.uploadPlaybook'), onClick: ({ reload }) => setUploading({ reload }) },
    ],
  };
  const list = (kind: 'adhoc' | 'playbook', url: string, columns: string[]) => () => (
    <ListTable
      url={url}
      routeName={kind === 'adhoc' ? 'AdhocList' : 'PlaybookList'}
      name={`ops-${kind}`}
      perms={{ app: 'ops', resource: kind }}
      routeQuery={query}
      defaultColumns={columns}
      minColumns={['name']}
      toolbar={kind === 'adhoc' ? { import: false } : { import: false, create: false }}
      extraActions={kind === 'adhoc' ? [] : [createPlaybook]}
    />
  );
  return (
    <>
      <DetailTabs
        query={query}
        defaultTab="adhoc"
        tabs={[
          { name: 'adhoc', title: t('jobs.adhocs'), render: list('adhoc', ADHOCS_URL, ['name', 'module', 'args', 'scope', 'comment', 'date_created']) },
          { name: 'playbook', title: t('jobs.playbooks'), render: list('playbook', PLAYBOOKS_URL, ['name', 'scope', 'comment', 'date_created']) },
        ]}
      />
      {uploading && <PlaybookUploadDialog onClose={() => setUploading(null)} onUploaded={uploading.reload} />}
    </>
  );
}

export const adhocForm = formScreen({
  url: ADHOCS_URL,
  create: 'AdhocCreate',
  update: 'AdhocUpdate',
  groups: [{ fields: ADHOC_FIELDS }],
  listRoute: 'Template',
  overrides: { args: { widget: 'textarea' } },
});
export const adhocDetail = detailScreen({ url: ADHOCS_URL, routeName: 'AdhocDetail', fields: [...ADHOC_FIELDS, 'created_by', 'date_created', 'date_updated'] });
export const playbookForm = formScreen({ url: PLAYBOOKS_URL, create: 'PlaybookCreate', update: 'PlaybookUpdate', groups: [{ fields: PLAYBOOK_FIELDS }], listRoute: 'Template' });
export const playbookDetail = detailScreen(({ t }) => ({
  url: PLAYBOOKS_URL,
  routeName: 'PlaybookDetail',
  fields: [...PLAYBOOK_FIELDS, 'create_method', 'created_by', 'date_created', 'date_updated'],
  tabs: [{ name: 'workspace', title: t('jobs.workspace'), render: (playbook) => <PlaybookWorkspace id={String(playbook.id)} /> }],
}));
