import { useStore } from 'zustand';
import { ResourceForm } from '../../blocks/form/resource-form';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { ASSETS_URL } from '../common/related-fields';
import { APPLY_ASSET_URL } from './tickets-urls';

/**
 * An application for assets: which ones, as which accounts, with which actions, for how long.
 * Approved, it becomes an asset permission; the applicant lands on the new ticket.
 */
export default function TicketApply() {
  // The organization the user works in (tickets themselves live outside organizations), else their first.
  const org = useStore(
    sessionStore,
    (state) => state.noRootWorkbenchOrgs.find((candidate) => candidate.id === state.preOrg?.id || candidate.id === state.currentOrg?.id) ?? state.noRootWorkbenchOrgs[0],
  );
  return (
    <ResourceForm
      url={APPLY_ASSET_URL}
      routeName="RequestAssetPermTicketCreateUpdate"
      hasSaveContinue={false}
      {...(org ? { initial: { org_id: org.id } } : {})}
      groups={[{ fields: ['title', 'org_id', 'apply_assets', 'apply_accounts', 'apply_actions', 'apply_date_start', 'apply_date_expired', 'comment'] }]}
      // Users who may not list assets still find them through the suggestions.
      overrides={{ apply_assets: { related: { url: `${ASSETS_URL}suggestions/` }, required: true }, apply_actions: { widget: 'checkboxes' } }}
      onSuccess={(ticket) => navigateTo({ name: 'TicketDetail', params: { id: String(ticket['id']) } })}
    />
  );
}
