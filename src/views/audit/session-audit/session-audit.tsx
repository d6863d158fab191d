import { SessionAuditView } from './session-audit-view';
import type { SessionAuditPresets } from './session-presets';
import { useSessionAudit } from './use-session-audit';

/** Session audits for a page of its own (a SOC dashboard): what `<jms-session-audit>` renders, as its attributes preset it. */
export function SessionAudit({ presets }: { presets: SessionAuditPresets }) {
  return <SessionAuditView {...useSessionAudit(presets)} />;
}
