import { useId, useMemo, useState } from 'react';
import { useData } from '../data/use-data';
import { useStore } from 'zustand';
import { ROOT_ORG_ID } from '../../core/constants';
import { isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { sessionStore } from '../../core/session/store';
import { importLdapUsers, listLdapUsers, refreshLdapCache, type TestOutcome } from '../../core/settings-tests';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Dialog } from '../dialog/dialog';
import { useT } from '../i18n/use-t';
import { Pager } from '../list-table/pager';
import { TestOutcomeText } from './test-outcome';
import * as styles from './settings-tests.css';

const PAGE_SIZE = 15;

/** The synchronized LDAP users: pick some (or all) and the organizations to import them into. */
export function LdapUserImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const consoleOrgs = useStore(sessionStore, (state) => state.consoleOrgs);
  const orgs = useMemo(() => consoleOrgs.filter((org) => org.id !== ROOT_ORG_ID), [consoleOrgs]);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [orgIds, setOrgIds] = useState<readonly string[]>(() => (orgs[0] ? [orgs[0].id] : []));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const searchId = useId();
  const orgLabel = useId();
  const users = useData(['ldap-users', page, search], () => listLdapUsers({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...(search ? { search } : {}) }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const act = async (action: () => Promise<TestOutcome>) => {
    setBusy(true);
    setOutcome(null);
    const result = await action();
    setOutcome({ ok: result.ok, message: result.message || t(result.ok ? 'settingsTests.succeeded' : 'settingsTests.failed') });
    setBusy(false);
    return result;
  };

  const rows = users.data?.results ?? [];
  const failure = users.error ? (isHttpError(users.error) ? errorText(users.error.data) : '') || t('settingsTests.failed') : '';
  return (
    <Dialog
      title={t('settingsTests.ldapUsersTitle')}
      onClose={onClose}
      footer={
        <>
          <TestOutcomeText outcome={outcome} />
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button disabled={busy || !orgIds.length || !rows.length} onClick={() => void act(() => importLdapUsers({ usernames: ['*'], orgIds }))}>
            {t('settingsTests.importAll')}
          </Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={!selected.size || !orgIds.length}
            onClick={async () => {
              const result = await act(() => importLdapUsers({ usernames: [...selected], orgIds }));
              if (result.ok) await users.mutate();
            }}
          >
            {t('settingsTests.importSelected', { count: selected.size })}
          </Button>
        </>
      }
    >
      <div className={styles.tools}>
        <label htmlFor={searchId} className={controls.visuallyHidden}>
          {t('search.search')}
        </label>
        <input
          id={searchId}
          className={controls.input}
          style={{ maxWidth: '260px' }}
          type="search"
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Button icon="refresh" disabled={busy} onClick={() => void act(refreshLdapCache).then(() => users.mutate())}>
          {t('settingsTests.syncUsers')}
        </Button>
        <span id={orgLabel}>{t('settingsTests.organizations')}</span>
        <div role="group" aria-labelledby={orgLabel} className={styles.inline}>
          {orgs.map((org) => (
            <label key={org.id} className={styles.inline}>
              <input
                type="checkbox"
                className={controls.checkbox}
                checked={orgIds.includes(org.id)}
                onChange={(event) => setOrgIds((current) => (event.target.checked ? [...current, org.id] : current.filter((id) => id !== org.id)))}
              />
              {org.name}
            </label>
          ))}
        </div>
      </div>
      {failure ? (
        <p role="alert" className={controls.errorText}>
          {failure}
        </p>
      ) : (
        <table className={styles.table}>
          <caption className={controls.visuallyHidden}>{t('settingsTests.ldapUsersTitle')}</caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                <span className={controls.visuallyHidden}>{t('table.select')}</span>
              </th>
              <th className={styles.cell} scope="col">
                {t('settingsTests.username')}
              </th>
              <th className={styles.cell} scope="col">
                {t('settingsTests.name')}
              </th>
              <th className={styles.cell} scope="col">
                {t('settingsTests.email')}
              </th>
              <th className={styles.cell} scope="col">
                {t('settingsTests.existing')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id}>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    className={controls.checkbox}
                    aria-label={t('table.selectRow', { name: user.username })}
                    checked={selected.has(user.username)}
                    onChange={(event) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(user.username);
                        else next.delete(user.username);
                        return next;
                      })
                    }
                  />
                </td>
                <td className={styles.cell}>{user.username}</td>
                <td className={styles.cell}>{user.name}</td>
                <td className={styles.cell}>{user.email}</td>
                <td className={styles.cell}>{user.existing ? t('common.yes') : t('common.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {users.data && users.data.count > PAGE_SIZE && (
        <Pager count={users.data.count} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPage={setPage} onPageSize={() => undefined} />
      )}
    </Dialog>
  );
}
