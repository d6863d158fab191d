import { useEffect, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import { http, readPage } from '../../core/http';
import { routeByName, routesStore } from '../../core/routes';

/** The objects the palette finds by name, each with its list route (for access) and detail route. */
const SOURCES = [
  { kind: 'user', url: '/api/v1/users/users/', list: 'UserList', detail: 'UserDetail', label: (row: Row) => `${row.name ?? ''} (${row.username ?? ''})` },
  {
    kind: 'asset',
    url: '/api/v1/assets/assets/',
    list: 'AssetList',
    detail: 'AssetDetail',
    label: (row: Row) => `${row.name ?? ''}${row.address ? ` (${String(row.address)})` : ''}`,
  },
  {
    kind: 'account',
    url: '/api/v1/accounts/accounts/',
    list: 'AssetAccountList',
    detail: 'AssetAccountDetail',
    label: (row: Row) => `${row.name ?? row.username ?? ''}${row.asset ? ` @ ${assetName(row.asset)}` : ''}`,
  },
] as const;

type ObjectKind = (typeof SOURCES)[number]['kind'];

interface Row {
  id: string;
  name?: string;
  username?: string;
  address?: unknown;
  asset?: unknown;
}

function assetName(asset: unknown): string {
  return typeof asset === 'object' && asset && 'name' in asset ? String((asset as { name: unknown }).name) : String(asset);
}

interface FoundObject {
  key: string;
  kind: ObjectKind;
  label: string;
  route: string;
  id: string;
}

const PER_KIND = 5;
const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/** Users, assets and accounts whose name matches, from the sources the user may list; quiet about failures. */
export function useObjectSearch(text: string): { objects: FoundObject[]; loading: boolean } {
  const accessible = useStore(routesStore, (state) => state.accessible);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const sources = SOURCES.filter((source) => {
    const list = routeByName(source.list);
    return list && accessible?.access(list) === 'ok';
  });
  const key = term.length >= MIN_CHARS && sources.length ? ['quick-jump', term, ...sources.map((source) => source.kind)] : null;
  const { data, isLoading } = useData(
    key,
    async () => {
      const answers = await Promise.all(
        sources.map((source) =>
          http
            .get(source.url, { params: { search: term, offset: 0, limit: PER_KIND }, silent: true })
            .then((answer) => readPage<Row>(answer).results)
            .catch(() => [] as Row[]),
        ),
      );
      return sources.flatMap((source, index) =>
        (answers[index] ?? []).map((row) => ({ key: `${source.kind}:${row.id}`, kind: source.kind, label: source.label(row), route: source.detail, id: row.id })),
      );
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return { objects: key ? (data ?? []) : [], loading: key !== null && isLoading };
}
