import { useMemo } from 'react';
import { useData } from '../../blocks/data/use-data';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import { assetForm } from './asset-form';
import { DOMAINS_URL, GATEWAYS_URL, PLATFORMS_URL } from './assets-urls';
import { useAssetDefaults } from './use-asset-defaults';

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const settled = (answer: { data?: unknown; error?: unknown }) => answer.data !== undefined || answer.error !== undefined;

/**
 * A new gateway: the Gateway platform with its protocols, and the domain the
 * create link names (`?domain=`), both fixed.
 */
function useGatewayDefaults(query: URLSearchParams | undefined) {
  const domainId = query?.get('domain');
  const platform = useData(query ? ['gateway-platform'] : null, () => http.get<{ id: number | string }[]>(PLATFORMS_URL, { params: { name: 'Gateway' }, silent: true }), once);
  const domain = useData(
    domainId ? ['gateway-domain', domainId] : null,
    () => http.get<{ id: string; name: string }>(detailUrl(DOMAINS_URL, domainId ?? ''), { silent: true }),
    once,
  );
  const platformId = platform.data?.[0]?.id;
  const asAsset = useMemo(() => (query && platformId !== undefined ? new URLSearchParams({ platform: String(platformId) }) : undefined), [query, platformId]);
  const defaults = useAssetDefaults(asAsset);
  const initial = { ...defaults.initial, ...(domain.data ? { domain: { value: domain.data.id, label: domain.data.name } } : {}) };
  return { ready: !query || (settled(platform) && (!domainId || settled(domain)) && (!asAsset || defaults.ready)), initial };
}

/** Back to the domain's gateways. */
function toDomain(result: Record<string, unknown>) {
  const domain = result['domain'] as { id?: string } | null | undefined;
  if (domain?.id) navigateTo({ name: 'DomainDetail', params: { id: domain.id }, query: { activeTab: 'GatewayList' } });
  else navigateTo({ name: 'DomainList' });
}

/** A gateway is a host of the Gateway platform in one domain: both are shown, neither changed here. */
export const GatewayForm = assetForm({
  url: GATEWAYS_URL,
  create: 'GatewayCreate',
  update: 'GatewayUpdate',
  category: 'host',
  useDefaults: useGatewayDefaults,
  overrides: { platform: { disabled: true, related: { url: PLATFORMS_URL, query: { name: 'Gateway' } } }, domain: { disabled: true, related: { url: DOMAINS_URL } } },
  onSuccess: toDomain,
});
