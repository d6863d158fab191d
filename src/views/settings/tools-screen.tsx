import { useEffect, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { formatDateTime, parseServerDate } from '../../core/i18n';
import { SERVER_INFO_URL } from '../../core/system-tools';
import type { ScreenProps } from '../types';
import { TOOL_NAMES } from './tool-fields';
import { ToolRunner } from './tool-runner';
import * as styles from '../common/page.css';

/** The server's clock, read once and kept running here: what the tools' times and the logs are stamped with. */
function ServerTime() {
  const t = useT();
  // The local clock when the answer came with it: the server's runs on from there.
  const clock = useData(
    ['server-info'],
    () => http.get<{ CURRENT_TIME?: string }>(SERVER_INFO_URL, { silent: true }).then((info) => ({ server: parseServerDate(info.CURRENT_TIME), at: Date.now() })),
    {
      revalidateOnFocus: false,
    },
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const server = clock.data?.server;
  if (!server || !clock.data) return null;
  return <p className={styles.note}>{t('tools.serverTime', { time: formatDateTime(server.getTime() + (now - clock.data.at)) })}</p>;
}

/** The system tools: ping, telnet, nmap, tcpdump and traceroute, run from the JumpServer host. */
export function Tools({ query }: ScreenProps) {
  return (
    <div className={styles.stack}>
      <ServerTime />
      <DetailTabs query={query} tabs={TOOL_NAMES.map(({ type, title }) => ({ name: type, title, render: () => <ToolRunner tool={type} title={title} /> }))} />
    </div>
  );
}
