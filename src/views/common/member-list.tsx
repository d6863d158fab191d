import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { removeMember, type Relation } from '../../core/resources';
import { RELATED_LIST } from './list-screen';

export interface MemberListProps extends Pick<ListTableProps, 'name' | 'url' | 'routeName' | 'query' | 'defaultColumns' | 'minColumns' | 'linkColumn' | 'perms'> {
  title: string;
  /** The page's object, which members are removed from. */
  owner: { id: string; name: string };
  relation: Relation;
  /** The field that names a row in the question before removing it. */
  labelKey: string;
  canRemove: boolean;
  /** Rows that are members some other way (through a group) are removed there: their button is disabled, with this tip. */
  direct?: { has: (row: Row) => boolean; tip: string };
  onRemoved: () => void;
}

/** The members of a group, a permission…: listed as any list, each removed after a question. */
export function MemberList({ title, owner, relation, labelKey, canRemove, direct, onRemoved, ...list }: MemberListProps) {
  const t = useT();
  return (
    <DetailSection title={title} wide>
      <ListTable
        {...RELATED_LIST}
        {...list}
        rowActions={{
          update: false,
          delete: false,
          extra: [
            {
              name: 'remove',
              title: t('relation.remove'),
              variant: 'danger',
              has: canRemove,
              ...(direct ? { can: ({ row }) => Boolean(row && direct.has(row)), tip: direct.tip } : {}),
              confirm: { message: ({ row }) => t('relation.removeConfirm', { name: String(row?.[labelKey] ?? ''), from: owner.name }) },
              onClick: async ({ row, reload }) => {
                if (!row) return;
                await removeMember(relation, owner.id, row.id);
                reload();
                onRemoved();
              },
            },
          ],
        }}
      />
    </DetailSection>
  );
}
