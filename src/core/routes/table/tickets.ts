import type { RouteRecord } from '../types';

/** The tickets view (routes-v3.8.2.md, "tickets"). */
// One route a line, as the route table of the spec has them.
// prettier-ignore
export const ticketsRoutes: readonly RouteRecord[] = [
  { path: '/tickets', name: 'tickets', title: 'route.Tickets', kind: 'layout', permissions: ['tickets.view_ticket'], resource: 'ticket', licenseRequired: true, redirect: '/tickets/my-tickets', showNavSwitcher: false },
  { path: '/tickets/my-tickets', name: 'MyTicketList', title: 'route.MyTickets', permissions: [], showOrganization: false, icon: 'ticket' },
  { path: '/tickets/assigned-tickets', name: 'AssignedTicketList', title: 'route.AssignedTicketList', permissions: [], showOrganization: false, icon: 'assigned' },
  { path: '/tickets/tickets', title: 'route.Tickets', kind: 'group', hidden: true, showOrganization: false },
  { path: '/tickets/tickets/request-host-perm/create', name: 'RequestAssetPermTicketCreateUpdate', title: 'tickets.OpenTicket', permissions: ['tickets.view_ticket'], hidden: true, activeMenu: '/tickets/my-tickets' },
  { path: '/tickets/tickets/request-host-perm/:id', name: 'AssetsTicketDetail', title: 'route.TicketDetail', permissions: ['tickets.view_ticket'], hidden: true },
  { path: '/tickets/tickets/login-host-confirm/:id', name: 'LoginAssetTicketDetail', title: 'route.TicketDetail', permissions: ['tickets.view_ticket'], hidden: true },
  { path: '/tickets/tickets/login-confirm/:id', name: 'LoginTicketDetail', title: 'route.TicketDetail', permissions: ['tickets.view_ticket'], hidden: true },
  { path: '/tickets/tickets/command-confirm/:id', name: 'CommandConfirmDetail', title: 'route.CommandConfirm', permissions: ['tickets.view_ticket'], hidden: true },
  { path: '/tickets/tickets/:id', name: 'TicketDetail', title: 'route.TicketDetail', permissions: ['tickets.view_ticket'], hidden: true },
  { path: '/tickets/flow', title: 'tickets.FlowSetUp', kind: 'group', permissions: ['tickets.view_ticketflow'], resource: 'ticketflow', icon: 'flow' },
  { path: '/tickets/flow/', name: 'TicketFlow', title: 'tickets.FlowSetUp', permissions: ['tickets.view_ticketflow'], activeMenu: '/tickets/flow' },
  { path: '/tickets/flow/:id', name: 'FlowDetail', title: 'route.TicketFlow', permissions: ['tickets.view_ticketflow'], hidden: true, activeMenu: '/tickets/flow' },
  { path: '/tickets/flow/create', name: 'TicketFlowCreate', title: 'route.TicketFlowCreate', permissions: ['tickets.add_ticketflow'], hidden: true, activeMenu: '/tickets/flow' },
  { path: '/tickets/flow/:id/update', name: 'TicketFlowUpdate', title: 'route.TicketFlowUpdate', permissions: ['tickets.change_ticketflow'], hidden: true, activeMenu: '/tickets/flow' },
];
