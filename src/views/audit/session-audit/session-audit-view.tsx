import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../blocks/controls/button';
import { deepActiveElement } from '../../../blocks/dialog/focus-trap';
import { useT } from '../../../blocks/i18n/use-t';
import { ListTable } from '../../../blocks/list-table/list-table';
import { AUDIT_URLS } from '../audit-urls';
import { SESSION_LISTS } from './session-lists';
import * as styles from './session-audit.css';
import type { SessionAuditModel, SessionListMode } from './use-session-audit';

const SessionDetailDialog = lazy(() => import('./session-detail-dialog').then((module) => ({ default: module.SessionDetailDialog })));

const MODES: readonly SessionListMode[] = ['online', 'history'];

/** The session audits: every state, the online or past list, and the session opened in place. */
export function SessionAuditView(props: SessionAuditModel) {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  // The list turns inert as the detail opens, and the browser then takes focus off it: note what opened it first.
  useLayoutEffect(() => {
    if (props.opened) opener.current = deepActiveElement();
  }, [props.opened]);

  if (props.startup !== 'ready' || !props.canView) {
    const failed = props.startup === 'error';
    return (
      <div className={styles.state} role={failed ? 'alert' : undefined} aria-busy={props.startup === 'loading'} part="state">
        {props.startup === 'loading' ? t('common.loading') : failed ? t('audit.startFailed') : t('audit.sessionsForbidden')}
        {failed && (
          <Button icon="refresh" onClick={props.retry}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }

  const close = () => {
    props.close();
    // Focus goes back to what opened the detail; a terminated session's row has left the list, so then to the switch.
    requestAnimationFrame(() => {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected && root.current?.contains(back)) back.focus();
      else root.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    });
  };

  return (
    <section ref={root} className={styles.root} aria-label={t('audit.sessions')} part="root">
      <div className={styles.bar} part="toolbar">
        <div className={styles.switcher} role="group" aria-label={t('audit.sessionsShown')}>
          {MODES.map((mode) => (
            <button key={mode} type="button" className={styles.switchButton} aria-pressed={props.mode === mode} onClick={() => props.setMode(mode)}>
              {t(mode === 'online' ? 'audit.online' : 'audit.history')}
            </button>
          ))}
        </div>
      </div>
      {/* Behind an open detail the list is out of reach, for assistive technology as for the keyboard. */}
      <div inert={Boolean(props.opened)} part="list">
        <ListTable
          key={props.mode}
          {...SESSION_LISTS[props.mode]}
          url={AUDIT_URLS.sessions}
          routeName="SessionList"
          perms={{ app: 'terminal', resource: 'session' }}
          toolbar={{ create: false, import: false, bulkDelete: false }}
          rowActions={{ update: false, delete: false, extra: props.rowActions }}
          selectable={false}
          minColumns={['user']}
          linkColumn="user"
          onOpen={props.open}
        />
      </div>
      {props.opened && (
        <Suspense fallback={null}>
          <SessionDetailDialog hooks={props.hooks} session={props.opened} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
