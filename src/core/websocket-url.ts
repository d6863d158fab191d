import { serverOrigin } from './http/connection';

/** A websocket of the console's server (`/ws/...`): ws or wss as the server's own protocol. */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = new URL(serverOrigin())): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
