import { SessionAuditView } from './session-audit-view';
import { useSessionAudit } from './use-session-audit';

/** Session audits for a page of its own (a SOC dashboard): what `<jms-session-audit>` renders. */
export function SessionAudit() {
  return <SessionAuditView {...useSessionAudit()} />;
}
