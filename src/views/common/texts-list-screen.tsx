import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ScreenProps } from '../types';
import type { ListScreenConfig } from './list-screen';

/** A screen that is nothing but its list table, whose configuration needs the catalogue's texts (its columns' labels, its actions' titles). */
export function textsListScreen(config: (t: ReturnType<typeof useT>) => ListScreenConfig) {
  return function TextsListScreen({ query }: ScreenProps) {
    const t = useT();
    return <ListTable {...config(t)} routeQuery={query} />;
  };
}
