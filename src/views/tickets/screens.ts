import { withScreenMessages, type ScreenLoaders } from '../types';

const list = (name: 'MyTicketList' | 'AssignedTicketList') => () => import('./ticket-lists').then((module) => ({ default: module[name] }));
const detail = () => import('./ticket-detail');
const flow = (screen: 'list' | 'detail' | 'form') => () => import('./flow-screens').then((module) => ({ default: module[screen] }));

/** The tickets screens by route name; every kind of ticket opens on the one detail screen. */
export const screens: ScreenLoaders = withScreenMessages({
  MyTicketList: list('MyTicketList'),
  RequestAssetPermTicketCreateUpdate: () => import('./ticket-apply'),
  AssignedTicketList: list('AssignedTicketList'),
  TicketDetail: detail,
  AssetsTicketDetail: detail,
  LoginAssetTicketDetail: detail,
  LoginTicketDetail: detail,
  CommandConfirmDetail: detail,
  TicketFlow: flow('list'),
  FlowDetail: flow('detail'),
  TicketFlowCreate: flow('form'),
  TicketFlowUpdate: flow('form'),
});
