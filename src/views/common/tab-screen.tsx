import { DetailTabs, type TabSpec } from '../../blocks/detail-page/detail-tabs';
import type { ScreenProps } from '../types';
import { useDetailScreenEnv, type DetailScreenEnv } from './detail-screen-env';

export interface PageTab extends TabSpec {
  /** false leaves the tab out (the user may not see what it shows). */
  has?: boolean;
}

/**
 * A page that is its tabs (the components' settings, storages and endpoints; the
 * system tools): the activeTab rule picks the first shown, as on a detail page.
 */
export function tabScreen(tabs: (env: DetailScreenEnv) => readonly PageTab[]) {
  return function TabScreen({ query }: ScreenProps) {
    const env = useDetailScreenEnv();
    return <DetailTabs query={query} tabs={tabs(env).filter((tab) => tab.has !== false)} />;
  };
}
