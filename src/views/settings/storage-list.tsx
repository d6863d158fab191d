import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { choiceValue } from '../../blocks/form/form-values';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { isLocalStorage, type StorageKind } from './storage-kinds';
import { testConnectiveUrl } from './terminal-urls';

/** Tests a storage's connection; the server says how it went. */
async function testConnection(kind: StorageKind, row: Row) {
  const result = await http.get<{ is_valid?: boolean; msg?: string }>(testConnectiveUrl(kind.url, row.id));
  feedback().flash(String(result.msg ?? ''), result.is_valid ? 'success' : 'error', MESSAGE_FLASH_MS);
}

/**
 * Replay or command storages: created by type, tested, one of them the default
 * new components use; the local one is the system's own.
 */
export function StorageList({ kind, env: { t, can } }: { kind: StorageKind; env: DetailScreenEnv }) {
  const change = can(`terminal.change_${kind.resource}`);
  return (
    <DetailSection title={t(kind.title)} wide>
      <ListTable
        url={kind.url}
        routeName="TerminalSetting"
        name={`terminal-${kind.resource}`}
        perms={{ app: 'terminal', resource: kind.resource }}
        toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
        selectable={false}
        defaultColumns={['name', 'type', 'is_default', 'comment']}
        minColumns={['name', 'type']}
        extraActions={[
          {
            name: 'create',
            title: t('table.create'),
            icon: 'plus',
            variant: 'primary',
            has: can(`terminal.add_${kind.resource}`),
            dropdown: kind.types.map((type) => ({ name: type.value, title: type.title, onClick: () => navigateTo({ name: kind.create, query: { type: type.value } }) })),
          },
        ]}
        rowActions={{
          update: false,
          editable: (row) => !isLocalStorage(row.name),
          extra: [
            {
              name: 'update',
              title: t('table.update'),
              order: 10,
              has: change,
              can: ({ row }) => Boolean(row && !isLocalStorage(row.name)),
              onClick: ({ row }) => row && navigateTo({ name: kind.update, params: { id: row.id }, query: { type: String(choiceValue(row['type'])) } }),
            },
            { name: 'test', title: t('terminal.testConnection'), order: 30, onClick: ({ row }) => row && testConnection(kind, row) },
            {
              name: 'setDefault',
              title: t('terminal.setDefault'),
              order: 40,
              has: change,
              can: ({ row }) => Boolean(row && !row['is_default']),
              onClick: async ({ row, reload }) => {
                if (!row) return;
                await http.patch(detailUrl(kind.url, row.id), { is_default: true });
                feedback().flash(t('terminal.setDefaultDone', { name: String(row.name) }), 'success', MESSAGE_FLASH_MS);
                reload();
              },
            },
          ],
        }}
      />
    </DetailSection>
  );
}
