/** The asset kinds: their category, their API and their create/update routes' stem. */
export const ASSET_KINDS = [
  { category: 'host', url: '/api/v1/assets/hosts/', stem: 'Host' },
  { category: 'database', url: '/api/v1/assets/databases/', stem: 'Database' },
  { category: 'device', url: '/api/v1/assets/devices/', stem: 'Device' },
  { category: 'cloud', url: '/api/v1/assets/clouds/', stem: 'Cloud' },
  { category: 'web', url: '/api/v1/assets/webs/', stem: 'Web' },
  { category: 'gpt', url: '/api/v1/assets/gpts/', stem: 'Gpt' },
  { category: 'custom', url: '/api/v1/assets/customs/', stem: 'Custom' },
] as const;

export type AssetKind = (typeof ASSET_KINDS)[number];

/** The kind of an asset row (its category is `{value, label}`). */
export function kindOf(asset: Record<string, unknown>): AssetKind | undefined {
  const category = asset['category'];
  const value = category && typeof category === 'object' ? (category as { value?: unknown }).value : category;
  return ASSET_KINDS.find((kind) => kind.category === value);
}
