import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../blocks/controls/button';
import { useBusy } from '../../blocks/controls/use-busy';
import * as controls from '../../blocks/controls/controls.css';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/display/cell-value';
import { SmallTable, type SmallColumn } from '../../blocks/list-table/small-table';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { RemoteSelect } from '../../blocks/select/remote-select';
import type { SelectOption } from '../../blocks/select/option';
import { http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { detailUrl } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import { AccountForm } from './account-form';
import { ACCOUNT_TEMPLATES_URL, ACCOUNTS_URL } from './accounts-urls';
import { secretTypeOf } from './secret-types';
import * as styles from './accounts.css';

/** An account a new asset will be created with: the body the asset's POST carries, its secret already encrypted. */
type AccountDraft = Readonly<Record<string, unknown>>;

const COLUMNS = ['name', 'username', 'secret_type', 'privileged', 'template'] as const;

/** Two drafts are one account when username and secret type match (the server's unique set). */
const sameAccount = (a: AccountDraft, b: AccountDraft) => a['username'] === b['username'] && secretTypeOf(a['secret_type']) === secretTypeOf(b['secret_type']);

export interface AccountDraftsProps {
  value: unknown;
  onChange: (value: AccountDraft[]) => void;
}

/**
 * The accounts section of a new asset's form (api-contract 4.17, `accounts`
 * in the create body): accounts added by hand or from account templates,
 * changed or removed before the asset is saved.
 */
export function AccountDrafts({ value, onChange }: AccountDraftsProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const { meta } = useMetadata(ACCOUNTS_URL);
  const drafts: AccountDraft[] = Array.isArray(value) ? (value as AccountDraft[]) : [];
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [picking, setPicking] = useState(false);
  const fields = meta?.actions.POST ?? meta?.actions.GET ?? [];
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;

  /** A draft replaces the one it edits, and any other for the same account, as the official console does. */
  const put = (draft: AccountDraft, replacing: number | null) => {
    const next = drafts.map((item, index) => (index === replacing ? draft : item));
    if (replacing === null) next.push(draft);
    onChange(next.filter((item) => item === draft || !sameAccount(item, draft)));
  };
  const nameOf = (draft: AccountDraft) => String(draft['name'] || draft['username'] || '');
  const shown = (draft: AccountDraft): Record<string, unknown> => ({
    ...draft,
    name: nameOf(draft),
    template: Boolean(draft['template']),
    privileged: Boolean(draft['privileged']),
  });
  const columns: SmallColumn<AccountDraft>[] = [
    ...COLUMNS.map((name) => ({
      key: name,
      label: labelOf(name),
      cell: (draft: AccountDraft) => <CellValue name={name} value={shown(draft)[name]} field={fields.find((field) => field.name === name)} />,
    })),
    {
      key: 'actions',
      label: t('table.actions'),
      width: 170,
      actions: true,
      cell: (draft, index) => (
        <>
          <Button size="small" disabled={Boolean(draft['template'])} aria-label={t('accounts.editNamed', { name: nameOf(draft) })} onClick={() => setEditing({ index })}>
            {t('table.update')}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={t('accounts.removeNamed', { name: nameOf(draft) })}
            onClick={() => onChange(drafts.filter((_, position) => position !== index))}
          >
            {t('table.delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <div className={styles.drafts} role="group" aria-label={t('accounts.drafts')}>
      {drafts.length > 0 ? (
        <SmallTable columns={columns} items={drafts} keyOf={(draft) => `${nameOf(draft)}-${String(draft['secret_type'])}`} className={styles.smallTable} />
      ) : (
        <span className={controls.muted}>{t('accounts.noDrafts')}</span>
      )}
      <div className={styles.buttons}>
        <Button size="small" icon="plus" variant="primary" onClick={() => setEditing({ index: null })}>
          {t('accounts.addAccount')}
        </Button>
        {hasPermission(perms, 'accounts.view_accounttemplate') && (
          <Button size="small" icon="list" onClick={() => setPicking(true)}>
            {t('accounts.addFromTemplate')}
          </Button>
        )}
      </div>
      {editing && (
        <AccountForm
          title={t(editing.index === null ? 'accounts.addAccount' : 'accounts.updateAccount')}
          account={editing.index === null ? undefined : drafts[editing.index]}
          submitLabel={t('common.confirm')}
          onSubmit={(body) => {
            const before = (editing.index === null ? undefined : drafts[editing.index]) ?? {};
            // A draft changed without a new secret keeps the one it had, unless its type changed.
            const kept = secretTypeOf(before['secret_type']) === secretTypeOf(body['secret_type']) ? before : { ...before, secret: undefined, passphrase: undefined };
            put({ ...kept, ...body }, editing.index);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {picking && (
        <TemplatePicker
          onClose={() => setPicking(false)}
          onPicked={(picked) => {
            onChange([...drafts.filter((draft) => !picked.some((item) => sameAccount(item, draft))), ...picked]);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/** Account templates chosen by name; each becomes `{template: <id>}` with what it says shown beside. */
function TemplatePicker({ onClose, onPicked }: { onClose: () => void; onPicked: (drafts: AccountDraft[]) => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<SelectOption[]>([]);
  const [busy, whileBusy] = useBusy();
  const selectId = useId();
  const pick = () =>
    whileBusy(async () => {
      try {
        const templates = await Promise.all(chosen.map((option) => http.get<Record<string, unknown>>(detailUrl(ACCOUNT_TEMPLATES_URL, option.value))));
        onPicked(
          templates.map((template) => ({
            template: template['id'],
            name: template['name'],
            username: template['username'],
            secret_type: secretTypeOf(template['secret_type']),
            privileged: Boolean(template['privileged']),
          })),
        );
      } catch {
        // The HTTP core has said what failed; the choice stays for another try.
      }
    });
  return (
    <ActionDialog
      title={t('accounts.addFromTemplate')}
      width="min(560px, 94vw)"
      onClose={onClose}
      action={{ label: t('common.confirm'), run: pick, busy, disabled: chosen.length === 0 }}
    >
      <div className={styles.picker}>
        <label htmlFor={selectId}>{t('accounts.templates')}</label>
        <RemoteSelect multiple id={selectId} source={{ url: ACCOUNT_TEMPLATES_URL }} value={chosen} onChange={setChosen} />
      </div>
    </ActionDialog>
  );
}
