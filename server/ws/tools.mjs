// /ws/setting/tools/ (settings.ws.ToolsWebsocket): the page sends one request
// {"tool_type": "ping"|"telnet"|"nmap"|"tcpdump"|"traceroute", ...its fields};
// each line of output comes as {"msg": "<line>\r\n"}, then an empty line, and the
// server closes. Closing the socket stops the tool (tcpdump runs until then).
import { TOOLS } from '../tools/tools.mjs';
import { sendJson } from './sockets.mjs';

export function createToolsChannel() {
  return function toolsChannel(ws) {
    const stop = new AbortController();
    ws.on('close', () => stop.abort());
    const display = (line = '') => sendJson(ws, { msg: `${line}\r\n` });
    ws.once('message', async (data) => {
      try {
        const { tool_type: type = 'Ping', ...params } = JSON.parse(String(data)) ?? {};
        const tool = TOOLS[String(type).toLowerCase()];
        if (!tool) throw new Error(`Unknown tool: ${type}`);
        await tool(params, { display, signal: stop.signal });
      } catch (error) {
        display(`Exception: ${error.message}`);
      }
      display();
      ws.close();
    });
  };
}
