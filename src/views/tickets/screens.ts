import { namedScreen, routeScreens, withScreenMessages, type ScreenLoaders } from '../types';

const detail = () => import('./ticket-detail');
const flows = () => import('./flow-screens');

/** The tickets screens by route name; every kind of ticket opens on the one detail screen. */
export const screens: ScreenLoaders = withScreenMessages({
  ...routeScreens(() => import('./ticket-lists'), ['MyTicketList', 'AssignedTicketList']),
  RequestAssetPermTicketCreateUpdate: () => import('./ticket-apply'),
  ...Object.fromEntries(['TicketDetail', 'AssetsTicketDetail', 'LoginAssetTicketDetail', 'LoginTicketDetail', 'CommandConfirmDetail'].map((name) => [name, detail])),
  TicketFlow: namedScreen(flows, 'list'),
  FlowDetail: namedScreen(flows, 'detail'),
  TicketFlowCreate: namedScreen(flows, 'form'),
  TicketFlowUpdate: namedScreen(flows, 'form'),
});
