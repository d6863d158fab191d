import { ListTable } from '../../blocks/list-table/list-table';
import type { ScreenProps } from '../types';
import { useDetailScreenEnv, type DetailScreenEnv } from './detail-screen-env';
import type { ListScreenConfig } from './list-screen';

type ListActions = Pick<ListScreenConfig, 'extraActions' | 'selectable'> & { rowActions?: { extra: ListScreenConfig['extraActions'] } };

/**
 * A list screen with actions that depend on the signed-in user (the
 * permissions they need) and the language: its `config`, without them, is
 * what an element embeds to read (`<jms-resource-list>`).
 */
export function actionListScreen(config: ListScreenConfig, actions: (env: DetailScreenEnv) => ListActions) {
  function ActionListScreen({ query }: ScreenProps) {
    const own = actions(useDetailScreenEnv());
    return <ListTable {...config} {...own} rowActions={{ ...config.rowActions, ...own.rowActions }} routeQuery={query} />;
  }
  return Object.assign(ActionListScreen, { config });
}
