import { useData } from '../../blocks/data/use-data';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { formScreen } from '../common/form-screen';
import type { ScreenProps } from '../types';
import { RegionsInput } from './regions-input';
import { accountFormUrl, CLOUD_ACCOUNTS_URL, STRATEGIES_URL, SYNC_TASKS_URL } from './cloud-urls';

const whenPeriodic = { hidden: (values: Record<string, unknown>) => values['is_periodic'] === false };
const encrypted = { encrypt: true };
const KEY_FILE_MAX_BYTES = 64 * 1024;
/** Key and certificate files are chosen, not typed: their content is the value (a JSON key file as the document it holds). */
const keyFile = (extensions: readonly string[], format: 'text' | 'json' = 'text') => ({ file: { rules: { extensions, maxBytes: KEY_FILE_MAX_BYTES }, format } });
// The provider's secrets travel encrypted, as the official form sends them.
const ATTRS = {
  access_key_secret: encrypted,
  client_secret: encrypted,
  password: encrypted,
  sc_password: encrypted,
  oc_password: encrypted,
  private_key: encrypted,
  service_account_key: keyFile(['.json'], 'json'),
  cert_file: keyFile([]),
  key_file: keyFile([]),
};

const SYNC_TASK_DEFAULTS = { is_periodic: true, interval: 24, hostname_strategy: 'instance_name_partial_ip', ip_network_segment_group: ['*'] };

/** A sync task: where it reads (account, regions), how it saves what it finds, its strategies and its schedule. */
export function SyncTaskForm({ params, query }: ScreenProps) {
  const t = useT();
  const id = params['id'];
  const cloneFrom = query.get('clone_from') ?? undefined;
  return (
    <ResourceForm
      url={SYNC_TASKS_URL}
      routeName={id ? 'SyncInstanceTaskUpdate' : 'SyncInstanceTaskCreate'}
      listRoute="CloudCenter"
      id={id}
      cloneFrom={cloneFrom}
      {...(id || cloneFrom ? {} : { initial: SYNC_TASK_DEFAULTS })}
      groups={[
        { title: t('cloud.group.basic'), fields: ['name'] },
        { title: t('cloud.group.source'), fields: ['account', 'regions'] },
        { title: t('cloud.group.saving'), fields: ['hostname_strategy', 'ip_network_segment_group', 'sync_ip_type', 'is_always_update'] },
        { title: t('cloud.group.strategy'), fields: ['strategy'] },
        { title: t('cloud.group.schedule'), fields: ['is_periodic', 'crontab', 'interval'] },
        { title: t('cloud.group.other'), fields: ['comment'] },
      ]}
      overrides={{
        account: { related: { url: CLOUD_ACCOUNTS_URL } },
        regions: { helpText: t('cloud.regionsHelp'), render: (props) => <RegionsInput {...props} /> },
        strategy: { related: { url: STRATEGIES_URL } },
        crontab: whenPeriodic,
        interval: { ...whenPeriodic, helpText: t('cloud.intervalHelp') },
      }}
    />
  );
}

export const StrategyForm = formScreen({
  url: STRATEGIES_URL,
  create: 'CloudStrategyCreate',
  update: 'CloudStrategyUpdate',
  listRoute: 'CloudCenter',
  groups: [{ fields: ['name', 'priority', 'strategy_rules', 'strategy_actions', 'comment'] }],
});

/** A cloud account of one provider (?provider= on create, the account's own on update) with that provider's credentials. */
export function AccountForm({ params, query }: ScreenProps) {
  const t = useT();
  const id = params['id'];
  const object = useData<{ provider?: { value?: string } }>(id ? ['cloud-account', id] : null, () => http.get(detailUrl(CLOUD_ACCOUNTS_URL, id ?? ''), { silent: true }), {
    revalidateOnFocus: false,
  });
  const provider = id ? object.data?.provider?.value : (query.get('provider') ?? 'aliyun');
  if (!provider) return null;
  return (
    <ResourceForm
      url={accountFormUrl(provider)}
      routeName={id ? 'AccountUpdate' : 'AccountCreate'}
      listRoute="CloudCenter"
      id={id}
      initial={id ? {} : { provider }}
      groups={[
        { title: t('cloud.group.basic'), fields: ['name', 'provider'] },
        { title: t('cloud.group.credentials'), fields: ['attrs'] },
        { title: t('cloud.group.other'), fields: ['comment'] },
      ]}
      overrides={{ provider: { disabled: true }, attrs: { children: ATTRS } }}
    />
  );
}
