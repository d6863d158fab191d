import detailMessages from 'jms:messages/details';
import { withMessages } from '../../../core/i18n';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../blocks/controls/button';
import { deepActiveElement } from '../../../blocks/dialog/focus-trap';
import { useT } from '../../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../../blocks/list-table/list-table';
import { AUDIT_URLS } from '../audit-urls';
import { RiskLevel } from './risk-level';
import { SESSION_LISTS } from './session-lists';
import * as styles from './session-audit.css';
import { commandQuery, MODES, presetRange, sessionQuery, type SessionAuditMode, type SessionAuditPresets } from './session-presets';
import type { SessionAuditModel } from './use-session-audit';

const SessionDetailPanel = lazy(withMessages(detailMessages, () => import('./session-detail-panel').then((module) => ({ default: module.SessionDetailPanel }))));

/** The online and past sessions as the console's session pages list them; commands by date; the presets on top. */
function listFor(mode: SessionAuditMode, presets: SessionAuditPresets, model: SessionAuditModel): ListTableProps {
  const range = presetRange(presets) ?? true;
  if (mode === 'commands')
    return {
      url: AUDIT_URLS.commands,
      routeName: 'CommandList',
      perms: { app: 'terminal', resource: 'command' },
      query: commandQuery(presets),
      dateRange: range,
      name: 'session-audit-commands',
      defaultColumns: ['input', 'risk_level', 'user', 'asset', 'account', 'timestamp_display'],
      columns: { risk_level: { render: (row) => <RiskLevel value={row['risk_level']} /> } },
      rowActions: { update: false, delete: false, extra: model.commandActions },
      linkColumn: 'input',
    };
  const shared = SESSION_LISTS[mode];
  return {
    ...shared,
    url: AUDIT_URLS.sessions,
    routeName: 'SessionList',
    perms: { app: 'terminal', resource: 'session' },
    query: { ...sessionQuery(presets), ...shared.query },
    dateRange: shared.dateRange && range,
    rowActions: { update: false, delete: false, extra: model.rowActions },
    linkColumn: 'user',
    onOpen: model.open,
  };
}

const MODE_TITLES = { online: 'audit.online', history: 'audit.history', commands: 'audit.commands' } as const;

/** The session audits: every state, the online or past sessions or the commands, and a session opened in place. */
export function SessionAuditView(props: SessionAuditModel) {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  // The list hides as the detail opens, and the browser then takes focus off it: note what opened it first.
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

  const list = listFor(props.mode, props.presets, props);
  return (
    <section ref={root} className={styles.root} aria-label={t('audit.sessions')} part="root">
      {/* The detail takes the list's place inside the element; the list stays as it was (page, search) behind it. */}
      <div className={styles.listArea} hidden={Boolean(props.opened)} inert={Boolean(props.opened)}>
        <div className={styles.bar} part="toolbar">
          <div className={styles.switcher} role="group" aria-label={t('audit.sessionsShown')}>
            {MODES.map((mode) => (
              <button key={mode} type="button" className={styles.switchButton} aria-pressed={props.mode === mode} onClick={() => props.setMode(mode)}>
                {t(MODE_TITLES[mode])}
              </button>
            ))}
          </div>
        </div>
        <div part="list">
          <ListTable
            // A preset changed by the page starts the list again with it.
            key={`${props.mode} ${JSON.stringify(props.presets)}`}
            {...list}
            toolbar={{ create: false, import: false, bulkDelete: false }}
            selectable={false}
            minColumns={list.defaultColumns?.slice(0, 1)}
          />
        </div>
      </div>
      {props.opened && (
        <Suspense fallback={null}>
          <SessionDetailPanel hooks={props.hooks} session={props.opened} onClose={close} onOpenInConsole={props.openInConsole} onMonitor={props.monitor} />
        </Suspense>
      )}
    </section>
  );
}
