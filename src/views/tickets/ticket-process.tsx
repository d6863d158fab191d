import * as controls from '../../blocks/controls/controls.css';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { formatDateTime } from '../../core/i18n';
import { stateOf, type ProcessStep } from './ticket-state';
import * as styles from './tickets.css';

/** The approval steps: who may decide each one, who did and when. */
export function TicketProcess({ ticket }: { ticket: Record<string, unknown> }) {
  const t = useT();
  const steps = (Array.isArray(ticket['process_map']) ? ticket['process_map'] : []) as ProcessStep[];
  return (
    <DetailSection title={t('tickets.process')}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.approval_level} className={styles.step} data-state={step.state}>
            <strong>
              {t('tickets.step', { level: step.approval_level })} · {t(`tickets.state.${stateOf(step.state)}`)}
            </strong>
            <span>
              {t('tickets.assignees')}: {(step.assignees_display ?? step.assignees).join(', ')}
            </span>
            {step.processor_display && (
              <span className={controls.muted}>
                {t('tickets.processedBy', { user: step.processor_display, date: formatDateTime(step.approval_date ?? '') || (step.approval_date ?? '') })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
