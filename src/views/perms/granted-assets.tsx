import { useMemo, useState } from 'react';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { flatTreeLoader, type ZTreeNode } from '../../blocks/tree/ztree';
import { http } from '../../core/http';
import { RELATED_LIST } from '../common/list-screen';

/** A grantee's base under /api/v1/perms/: its assets are `<base>assets/`, its node tree `<base>nodes/children/tree/`. */
export const userGrants = (userId: string) => `/api/v1/perms/users/${userId}/`;
export const userGroupGrants = (groupId: string) => `/api/v1/perms/user-groups/${groupId}/`;

/**
 * What a user or a group may reach: the nodes holding granted assets, and the
 * assets of the node chosen (all of them until one is).
 */
export function GrantedAssets({ base }: { base: string }) {
  const t = useT();
  const [node, setNode] = useState<string>();
  const load = useMemo(() => flatTreeLoader(() => http.get<ZTreeNode[]>(`${base}nodes/children/tree/`)), [base]);
  return (
    <DetailSection title={t('perms.grantedAssets')} wide>
      <TreeBeside tree={<LazyTree label={t('assets.nodeTree')} load={load} selectedId={node} onSelect={(chosen) => setNode(chosen.id)} />}>
        <ListTable
          {...RELATED_LIST}
          name="granted-assets"
          url={node ? `${base}nodes/${node}/assets/` : `${base}assets/`}
          routeName="AssetList"
          detailRoute="AssetDetail"
          perms={{ app: 'assets', resource: 'asset' }}
          defaultColumns={['name', 'address', 'platform', 'nodes_display', 'connectivity']}
          minColumns={['name']}
        />
      </TreeBeside>
    </DetailSection>
  );
}
