import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ActionButton, ColumnConfig } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { SecretValue } from '../../blocks/secret/secret-value';
import { http } from '../../core/http';
import { t } from '../../core/i18n';
import * as styles from './profile.css';

interface OwnListProps extends Omit<ListTableProps, 'toolbar' | 'selectable' | 'perms' | 'extraActions'> {
  /** The authentication model the permissions name (`accesskey`, `temptoken`…). */
  resource: string;
  /** The button that makes a new one, if any: what it does, and what follows. */
  create?: Pick<ActionButton, 'title' | 'onClick' | 'done'>;
  /** What the list holds and what it is for, above it. */
  help?: string;
}

/**
 * A list of the user's own credentials (keys, tokens, passkeys): no import,
 * export, selection or update form, only a button to make one and the screen's
 * own row actions.
 */
export function OwnList({ rowActions, resource, create, help, ...props }: OwnListProps) {
  const list = (
    <ListTable
      toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
      selectable={false}
      perms={{ app: 'authentication', resource }}
      extraActions={create ? [{ name: 'create', icon: 'plus', variant: 'primary', ...create }] : []}
      rowActions={{ update: false, ...rowActions }}
      {...props}
    />
  );
  if (!help) return list;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{help}</p>
      {list}
    </div>
  );
}

interface TokenListProps extends Omit<OwnListProps, 'columns' | 'minColumns' | 'rowActions'> {
  /** The column of the token's secret (a token id, a temporary password), which stays shown. */
  secret: { name: string; label: string; of: (row: Row) => string; width: number };
  /** Which rows may still be ended early. */
  expirable: NonNullable<ActionButton['can']>;
  /** Row actions besides ending a token. */
  actions?: readonly ActionButton[];
}

/** A list of the user's tokens, which end by themselves: none is deleted, but one may be ended early. */
export function TokenList({ secret, expirable, actions = [], ...props }: TokenListProps) {
  return (
    <OwnList
      {...props}
      columns={{ [secret.name]: secretColumn(secret.label, secret.of, secret.width) }}
      minColumns={[secret.name]}
      rowActions={{ delete: false, extra: [expireButton(props.url, expirable), ...actions] }}
    />
  );
}

/** A column that shows a row's secret hidden until asked, with a copy button. */
function secretColumn(label: string, secretOf: (row: Row) => string, width: number): ColumnConfig {
  return { label, render: (row) => <SecretValue value={secretOf(row)} label={label} inline />, width, sortable: false };
}

/** Switches a row's `is_active` with a PATCH of `<url><id>/`. */
export function toggleActive(url: string): ActionButton {
  return {
    name: 'toggle',
    title: t('profile.switchKey'),
    onClick: async ({ row }) => void (row && (await http.patch(`${url}${row.id}/`, { is_active: !row['is_active'] }))),
    done: { message: ({ row }) => t(row?.['is_active'] ? 'profile.keyDisabled' : 'profile.keyEnabled') },
  };
}

/** Ends a token before its time with a PATCH of `<url><id>/expire/`, where it may still be ended. */
function expireButton(url: string, can: NonNullable<ActionButton['can']>): ActionButton {
  return {
    name: 'expire',
    title: t('profile.expire'),
    can,
    onClick: async ({ row }) => void (row && (await http.patch(`${url}${row.id}/expire/`))),
    done: { message: t('profile.expired') },
  };
}
