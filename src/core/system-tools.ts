import { socketUrl } from './websocket-url';

/** settings.ws.ToolsWebsocket: one request, then the tool's output line by line (`{msg}`), then the server closes. */
export const TOOLS_SOCKET_PATH = '/ws/setting/tools/';
export const SERVER_INFO_URL = '/api/v1/settings/server-info/';

export type ToolType = 'ping' | 'telnet' | 'nmap' | 'tcpdump' | 'traceroute';

export interface ToolListener {
  /** More output, line breaks as \n. */
  onText(text: string): void;
  /** The tool finished and the server closed the socket. */
  onEnd(): void;
  /** The socket could not be opened, or broke. */
  onError(): void;
}

/** Runs one tool on the server; the returned function stops it (closing the socket, as the official console does). */
export function runTool(request: { tool_type: ToolType } & Record<string, unknown>, listener: ToolListener): () => void {
  const socket = new WebSocket(socketUrl(TOOLS_SOCKET_PATH));
  let opened = false;
  let stopped = false;
  socket.addEventListener('open', () => {
    opened = true;
    socket.send(JSON.stringify(request));
  });
  socket.addEventListener('message', (event) => {
    let data: { msg?: unknown };
    try {
      data = JSON.parse(String(event.data)) as typeof data;
    } catch {
      return;
    }
    if (typeof data.msg === 'string') listener.onText(data.msg.replace(/\r\n/g, '\n'));
  });
  socket.addEventListener('close', (event) => {
    if (stopped) return;
    if (opened && event.wasClean) listener.onEnd();
    else listener.onError();
  });
  return () => {
    stopped = true;
    socket.close();
  };
}
