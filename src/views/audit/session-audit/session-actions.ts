import { objectText } from '../../../blocks/display/object-text';
import { refreshResource } from '../../../blocks/resource/resource-cache';
import type { ActionButton } from '../../../blocks/list-table/types';
import type { Row } from '../../../blocks/resource/row';
import { MESSAGE_FLASH_MS } from '../../../core/constants';
import { feedback, http } from '../../../core/http';
import type { DetailScreenEnv } from '../../common/detail-screen-env';
import { AUDIT_URLS, KILL_SESSION_URL, TOGGLE_LOCK_SESSION_URL } from '../audit-urls';

/** The components that pause the sessions they run (lina's IsSupportPauseSessionType). */
const PAUSING_COMPONENTS = ['koko', 'lion', 'chen', 'kael'];

export const REPLAY_TAB = 'replay';

/** What an embedding view does besides the server's work. */
export interface SessionHooks {
  /** After the server took a session's termination. */
  onTerminated?: (row: Row) => void;
  /** The Replay row action: opens the session where its recording plays. Without it there is no such action. */
  onReplay?: (row: Row) => void;
}

/** A labelled choice's value (`{value, label}`), or the bare value a related object carries. */
const choiceValue = (value: unknown): unknown => (value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value);

/**
 * A running, normal session on a component that pauses sessions. A session's
 * own answer (not the list's) names its terminal without the component's type:
 * then the action is offered and the server decides.
 */
function pausable(row: Row): boolean {
  if (row['is_finished'] || choiceValue(row['type']) !== 'normal') return false;
  const component = choiceValue((row['terminal'] as { type?: unknown } | null | undefined)?.type);
  return component === undefined || PAUSING_COMPONENTS.includes(String(component));
}

/** Terminate, pause, resume and replay: the same buttons on a session's row and on its detail. */
export function sessionActions({ t, can }: DetailScreenEnv, hooks: SessionHooks = {}): ActionButton[] {
  const mayTerminate = can('terminal.terminate_session');
  const toggle = (task: 'lock_session' | 'unlock_session', sent: string): Pick<ActionButton, 'onClick' | 'done'> => ({
    onClick: async ({ row }) => void (row && (await http.post(TOGGLE_LOCK_SESSION_URL, { session_id: row.id, task_name: task }))),
    done: { message: sent, refresh: AUDIT_URLS.sessions },
  });
  return [
    {
      name: 'terminate',
      title: t('audit.terminate'),
      icon: 'circle-x',
      variant: 'danger',
      order: 10,
      has: ({ row }) => Boolean(row?.['can_terminate']) && mayTerminate,
      confirm: { message: ({ row }) => t('audit.terminateConfirm', { user: objectText(row?.['user']), asset: objectText(row?.['asset']) }) },
      onClick: async ({ row }) => {
        if (!row) return;
        const { ok } = await http.post<{ ok?: string[] }>(KILL_SESSION_URL, [row.id]);
        if (ok?.includes(row.id)) {
          feedback().flash(t('audit.terminated'), 'success', MESSAGE_FLASH_MS);
          hooks.onTerminated?.(row);
        }
        void refreshResource(AUDIT_URLS.sessions);
      },
    },
    {
      name: 'pause',
      title: t('audit.pause'),
      icon: 'lock',
      order: 20,
      has: ({ row }) => Boolean(row && !row['is_locked'] && pausable(row)) && mayTerminate,
      ...toggle('lock_session', t('audit.pauseSent')),
    },
    {
      name: 'resume',
      title: t('audit.resume'),
      icon: 'unlock',
      order: 20,
      has: ({ row }) => Boolean(row?.['is_locked'] && pausable(row)) && mayTerminate,
      ...toggle('unlock_session', t('audit.resumeSent')),
    },
    {
      name: 'replay',
      title: t('audit.replay'),
      icon: 'play',
      variant: 'primary',
      order: 30,
      has: ({ row }) => Boolean(hooks.onReplay && row?.['can_replay']) && can('terminal.view_sessionreplay'),
      onClick: ({ row }) => row && hooks.onReplay?.(row),
    },
  ];
}
