import type { RawFieldInfo } from '../../core/metadata';
import type { ToolType } from '../../core/system-tools';
import type { useT } from '../../blocks/i18n/use-t';

type T = ReturnType<typeof useT>;

/** What each tool asks for (settings/ws.py's imitate_* parameters), as field infos the form's blocks take. */
export function toolFields(tool: ToolType, t: T): Record<string, RawFieldInfo> {
  const addresses = (required: boolean, label = t('tools.destIps')): RawFieldInfo => ({ type: 'string', required, label, help_text: t('tools.addressesHelp'), max_length: 1024 });
  const ports = (label: string): RawFieldInfo => ({ type: 'list', required: false, label, child: { type: 'integer', min_value: 1, max_value: 65535 } });
  switch (tool) {
    case 'telnet':
      return { dest_ips: addresses(true), dest_port: { type: 'integer', required: true, label: t('tools.destPort'), default: 23, min_value: 1, max_value: 65535 } };
    case 'nmap':
      return { dest_ips: addresses(true), dest_ports: { ...ports(t('tools.destPorts')), help_text: t('tools.nmapPortsHelp') } };
    case 'tcpdump':
      return {
        interfaces: { type: 'list', required: false, label: t('tools.interfaces'), help_text: t('tools.interfacesHelp'), child: { type: 'string' } },
        src_ips: addresses(false, t('tools.srcIps')),
        src_ports: ports(t('tools.srcPorts')),
        dest_ips: addresses(false),
        dest_ports: ports(t('tools.destPorts')),
      };
    default:
      return { dest_ips: addresses(true) };
  }
}

/** The tools in the official console's order, by their own names. */
export const TOOL_NAMES: readonly { type: ToolType; title: string }[] = [
  { type: 'ping', title: 'Ping' },
  { type: 'telnet', title: 'Telnet' },
  { type: 'nmap', title: 'Nmap' },
  { type: 'tcpdump', title: 'Tcpdump' },
  { type: 'traceroute', title: 'Traceroute' },
];
