import * as controls from '../../blocks/controls/controls.css';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { objectText } from '../../blocks/display/object-text';
import type { Row } from '../../blocks/resource/row';
import { ROOT_ORG_ID } from '../../core/constants';
import { navigateTo } from '../../core/routes';
import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { listScreen } from '../common/list-screen';
import { FlowRulesInput } from './flow-rules-input';
import { lacksAssignees, newRule, rulesBody, STRATEGIES, toRuleDrafts, type Strategy } from './flow-rules';
import { TICKET_FLOWS_URL } from './tickets-urls';
import { valueOf } from './ticket-state';

const perms = { app: 'tickets', resource: 'ticketflow' };

/** The flows of the organization by ticket type; flows are changed, never deleted. */
export const list = listScreen({
  url: TICKET_FLOWS_URL,
  routeName: 'TicketFlow',
  detailRoute: 'FlowDetail',
  linkColumn: 'type',
  perms,
  exclude: ['rules'],
  defaultColumns: ['type', 'approval_level', 'created_by', 'org_name', 'date_created', 'date_updated'],
  minColumns: ['type'],
  toolbar: { import: false, bulkDelete: false },
  rowActions: { delete: false },
  selectable: false,
  columns: { org_name: { render: (row: Row) => <FlowOrganization flow={row} /> } },
});

/** A flow of the global organization: organizations without their own flow of its type follow it. */
const isGlobal = (flow: Row) => flow['org_id'] === ROOT_ORG_ID;

/** Whose flow it is: an organization's name, or the global flow an organization inherits. */
function FlowOrganization({ flow }: { flow: Row }) {
  const t = useT();
  if (!isGlobal(flow)) return <>{objectText(flow['org_name'])}</>;
  return (
    <span className={controls.tag.info} title={t('flows.globalHelp')}>
      {t('flows.global')}
    </span>
  );
}

/** Why a global flow shows in an organization, and what changing it there does. */
function GlobalFlowNote() {
  const t = useT();
  return (
    <DetailSection title={t('flows.global')} padded>
      <p className={controls.muted}>{t('flows.globalHelp')}</p>
    </DetailSection>
  );
}

interface FlowRule {
  level?: number;
  strategy?: unknown;
  assignees_display?: string[];
}

/** Each level of a flow: who approves it, by strategy and by name. */
function FlowLevels({ flow }: { flow: Row }) {
  const t = useT();
  // The strategies as the form names them; one this console does not know, as the server does.
  const strategyText = (strategy: unknown) => {
    const value = valueOf(strategy);
    return (STRATEGIES as readonly string[]).includes(value) ? t(`flows.strategy.${value as Strategy}`) : objectText(strategy);
  };
  const rules = (Array.isArray(flow['rules']) ? flow['rules'] : []) as FlowRule[];
  return (
    <DetailCard
      title={t('flows.process')}
      items={rules.flatMap((rule, index) => {
        const level = rule.level ?? index + 1;
        return [
          { key: t('flows.level', { level }), value: strategyText(rule.strategy) },
          { key: t('flows.assigneesOf', { level }), value: rule.assignees_display?.join(', ') || '-' },
        ];
      })}
    />
  );
}

export const detail = detailScreen(({ t, can }) => ({
  url: TICKET_FLOWS_URL,
  routeName: 'FlowDetail',
  perms,
  title: (flow) => objectText(flow['type']),
  fields: ['type', 'approval_level', 'org_name', 'created_by', 'date_created', 'date_updated'],
  infoExtra: (flow) => (
    <>
      {isGlobal(flow) && <GlobalFlowNote />}
      <FlowLevels flow={flow} />
    </>
  ),
  // The update route is not this route's sibling by name (FlowDetail, TicketFlowUpdate).
  actions: {
    delete: false,
    extra: [
      {
        name: 'edit',
        title: t('table.update'),
        icon: 'edit',
        variant: 'primary',
        has: can('tickets.change_ticketflow'),
        onClick: ({ row }) => row && navigateTo({ name: 'TicketFlowUpdate', params: { id: row.id } }),
      },
    ],
  },
}));

/**
 * A flow's form: its ticket type (fixed once created) and its approval
 * process; the level count is the number of levels set.
 */
export const form = formScreen(({ t, id }) => ({
  url: TICKET_FLOWS_URL,
  create: 'TicketFlowCreate',
  update: 'TicketFlowUpdate',
  listRoute: 'TicketFlow',
  // One flow a type: there is no other to add after it.
  hasSaveContinue: false,
  createDefaults: () => ({ rules: [newRule()] }),
  groups: [
    { title: t('flows.basic'), fields: ['type'] },
    { title: t('flows.process'), fields: ['rules'] },
  ],
  overrides: {
    type: { disabled: Boolean(id) },
    rules: {
      label: t('flows.levels'),
      render: (props) => <FlowRulesInput {...props} />,
      rules: [(value) => (lacksAssignees(toRuleDrafts(value)) ? { key: 'flows.assigneesRequired' } : undefined)],
    },
  },
  transformBody: (body, values) => {
    const drafts = toRuleDrafts(values['rules']);
    return { ...body, approval_level: drafts.length, rules: rulesBody(drafts) };
  },
}));
