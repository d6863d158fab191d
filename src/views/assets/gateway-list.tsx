import { useState } from 'react';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ListTable } from '../../blocks/list-table/list-table';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import type { Row } from '../../blocks/resource/row';
import { TaskLogDialog } from '../../blocks/task-log/task-log-dialog';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { GATEWAYS_URL } from './assets-urls';

/** `ssh/22, rdp/3389`, as the official console shows an asset's protocols. */
const protocolsText = (value: unknown) =>
  Array.isArray(value) ? value.map((item: { name?: unknown; port?: unknown }) => `${String(item.name)}/${String(item.port)}`).join(', ') : '-';

/** A domain's gateways: the assets of the domain are reached through them; each can be tested. */
export function GatewayList({ domain, env: { t, can } }: { domain: Row; env: DetailScreenEnv }) {
  const [test, setTest] = useState<{ id: string; name: string } | null>(null);
  const { navigateTo } = useRouteLinks();
  const withDomain = { domain: domain.id };
  return (
    <DetailSection title={t('assets.gateways')} wide>
      <ListTable
        url={GATEWAYS_URL}
        routeName="DomainDetail"
        name="domain-gateways"
        perms={{ app: 'assets', resource: 'gateway' }}
        query={withDomain}
        // A gateway has no page of its own to open: it is changed on its form.
        detailRoute=""
        toolbar={{ create: false, import: false, export: false }}
        defaultColumns={['name', 'address', 'protocols', 'connectivity', 'is_active', 'comment']}
        minColumns={['name']}
        columns={{ protocols: { render: (row) => protocolsText(row['protocols']) } }}
        extraActions={[
          {
            name: 'create',
            title: t('table.create'),
            icon: 'plus',
            variant: 'primary',
            has: can('assets.add_gateway'),
            onClick: () => navigateTo({ name: 'GatewayCreate', query: withDomain }),
          },
        ]}
        rowActions={{
          update: false,
          extra: [
            {
              name: 'update',
              title: t('table.update'),
              order: 10,
              has: can('assets.change_gateway'),
              onClick: ({ row }) => row && navigateTo({ name: 'GatewayUpdate', params: { id: row.id }, query: withDomain }),
            },
            {
              name: 'test',
              title: t('assets.testConnectivity'),
              order: 30,
              has: can('assets.test_assetconnectivity'),
              onClick: async ({ row }) => {
                if (!row) return;
                const answer = await http.post<{ task: string }>(`${detailUrl(GATEWAYS_URL, row.id)}test-connective/`, {});
                setTest({ id: answer.task, name: String(row.name) });
              },
            },
          ],
        }}
      />
      {test && <TaskLogDialog title={t('assets.testingGateway', { name: test.name })} taskId={test.id} onClose={() => setTest(null)} />}
    </DetailSection>
  );
}
