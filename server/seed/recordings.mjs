// What the demo sessions typed and saw: the commands of a session by the kind of
// asset it reached, their output, and the session's recording (asciicast v2, as
// KoKo and Chen write them) with the typing and the pauses of a person at work.
import { createRandom } from './random.mjs';

const lines = (...text) => text.join('\r\n');
const forbidden = (input) => `Command \`${input}\` is forbidden`;

const LS = lines(
  'total 48',
  'drwx------  6 root root 4096 Apr 29 08:12 .',
  'drwxr-xr-x 19 root root 4096 Mar  3 10:41 ..',
  '-rw-------  1 root root 5213 May  6 17:55 .bash_history',
  '-rw-r--r--  1 root root 3106 Oct 15  2021 .bashrc',
  'drwx------  3 root root 4096 Mar  3 10:52 .cache',
  'drwxr-xr-x  3 root root 4096 Mar  3 11:02 .local',
  'drwx------  2 root root 4096 Apr 12 09:30 .ssh',
  '-rw-r--r--  1 root root  161 Jul  9  2019 .profile',
  'drwxr-xr-x  4 root root 4096 Apr 29 08:12 deploy',
);
const SYSLOG = lines(
  'May  7 09:14:02 {host} systemd[1]: Started Daily apt download activities.',
  'May  7 09:14:31 {host} CRON[20114]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)',
  'May  7 09:15:07 {host} nginx[1183]: 2024/05/07 09:15:07 [warn] 1183#1183: upstream server temporarily disabled',
  'May  7 09:15:12 {host} sshd[20188]: Accepted publickey for deploy from 10.1.4.22 port 51822 ssh2',
  '^C',
);
const TOP = lines(
  'top - 09:16:44 up 41 days,  3:02,  2 users,  load average: 0.42, 0.37, 0.31',
  'Tasks: 187 total,   1 running, 186 sleeping,   0 stopped,   0 zombie',
  '%Cpu(s):  3.1 us,  1.0 sy,  0.0 ni, 95.6 id,  0.2 wa,  0.0 hi,  0.1 si,  0.0 st',
  'MiB Mem :   7958.2 total,   1203.4 free,   2841.7 used,   3913.1 buff/cache',
  '',
  '    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND',
  '   1183 www-data  20   0  142508  12384   6912 S   2.3   0.2  41:07.12 nginx',
  '   2207 app       20   0 2871044 612340  31220 S   1.7   7.5 310:44.90 java',
);
const DF = lines(
  'Filesystem      Size  Used Avail Use% Mounted on',
  'udev            3.9G     0  3.9G   0% /dev',
  'tmpfs           796M  1.2M  795M   1% /run',
  '/dev/vda1        79G   31G   45G  41% /',
  '/dev/vdb1       197G  122G   66G  65% /data',
);
const PASSWD = lines(
  'root:x:0:0:root:/root:/bin/bash',
  'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
  'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
  'sshd:x:110:65534::/run/sshd:/usr/sbin/nologin',
  'deploy:x:1001:1001:Deploy,,,:/home/deploy:/bin/bash',
);
const SQL_USERS = lines(
  '+----+----------+---------------------+-----------+',
  '| id | username | email               | is_active |',
  '+----+----------+---------------------+-----------+',
  '|  1 | alice    | alice@example.com   |         1 |',
  '|  2 | bob      | bob@example.com     |         1 |',
  '|  3 | carol    | carol@example.com   |         0 |',
  '+----+----------+---------------------+-----------+',
  '3 rows in set (0.00 sec)',
);
const SQL_DATABASES = lines(
  '+--------------------+',
  '| Database           |',
  '+--------------------+',
  '| information_schema |',
  '| orders             |',
  '| payments           |',
  '+--------------------+',
  '3 rows in set (0.01 sec)',
);

/** [input, risk level, output]; `{host}` in an output is the asset's name. Risk 5 is rejected by the command filter. */
const COMMANDS = {
  shell: [
    ['ls -la', 0, LS],
    ['cd /var/log', 0, ''],
    ['tail -f syslog', 0, SYSLOG],
    ['top -bn1 | head -8', 0, TOP],
    ['df -h', 0, DF],
    ['systemctl restart nginx', 4, ''],
    ['cat /etc/passwd', 4, PASSWD],
    ['rm -rf /tmp/cache', 4, ''],
    ['rm -rf /', 5, ''],
    ['shutdown -h now', 5, ''],
  ],
  sql: [
    ['select * from users limit 10;', 0, SQL_USERS],
    ['show databases;', 0, SQL_DATABASES],
    ['select count(*) from orders;', 0, lines('+----------+', '| count(*) |', '+----------+', '|    48213 |', '+----------+', '1 row in set (0.02 sec)')],
    ['update users set is_active = 0 where id = 3;', 4, lines('Query OK, 1 row affected (0.01 sec)', 'Rows matched: 1  Changed: 1  Warnings: 0')],
    ['drop table audit;', 5, ''],
  ],
  keyValue: [
    ['info server', 0, lines('# Server', 'redis_version:7.2.4', 'redis_mode:standalone', 'os:Linux 5.15.0-105-generic x86_64', 'uptime_in_days:41')],
    ['keys session:*', 0, lines('1) "session:4f2a91"', '2) "session:9c03d7"', '3) "session:a11e02"')],
    ['get session:4f2a91', 0, '"{\\"user\\": 42, \\"ttl\\": 3600}"'],
    ['del session:9c03d7', 4, '(integer) 1'],
    ['flushall', 5, ''],
  ],
  device: [
    ['show version', 0, lines('Cisco IOS XE Software, Version 17.06.05', 'ROM: IOS-XE ROMMON', '{host} uptime is 12 weeks, 3 days, 4 hours, 51 minutes')],
    [
      'show ip interface brief',
      0,
      lines(
        'Interface              IP-Address      OK? Method Status                Protocol',
        'GigabitEthernet0/0     10.0.2.1        YES NVRAM  up                    up',
        'GigabitEthernet0/1     unassigned      YES NVRAM  administratively down down',
      ),
    ],
    ['show running-config | include hostname', 0, 'hostname {host}'],
    ['configure terminal', 4, 'Enter configuration commands, one per line.  End with CNTL/Z.'],
    ['reload', 5, ''],
  ],
};

/** Which commands a session on an asset runs. */
export function commandKind(asset) {
  if (asset.category === 'device') return 'device';
  if (asset.category !== 'database') return 'shell';
  return ['redis', 'mongodb'].includes(asset.type) ? 'keyValue' : 'sql';
}

export const commandsOf = (kind) => COMMANDS[kind];

/** What the command filter records as a command's output: its first lines. */
export function recordedOutput([input, risk, output], host) {
  const text = risk === 5 ? forbidden(input) : output.replaceAll('{host}', host);
  return text.split('\r\n').slice(0, 3).join('\n');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** sshd's "Last login" date: `Tue May  7 09:12:44 2024`. */
function loginDate(date) {
  const time = date.toISOString().slice(11, 19);
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, ' ')} ${time} ${date.getUTCFullYear()}`;
}

function banner(asset, session) {
  const lastLogin = `Last login: ${loginDate(new Date(Date.parse(session.date_start) - 26 * 3_600_000))} from ${session.remote_addr}`;
  if (asset.category === 'device') return lines('', '*** Authorized access only: activity is recorded ***', '', '');
  if (asset.type === 'mysql')
    return lines('Welcome to the MySQL monitor.  Commands end with ; or \\g.', 'Your MySQL connection id is 18342', 'Server version: 8.0.36 MySQL Community Server - GPL', '', '');
  if (asset.type === 'postgresql') return lines('psql (15.6)', 'Type "help" for help.', '', '');
  if (asset.category === 'database') return lines(`Connected to ${asset.name} (${asset.type})`, '', '');
  if (asset.type === 'linux')
    return lines(
      'Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-105-generic x86_64)',
      '',
      ' * Documentation:  https://help.ubuntu.com',
      ' * Management:     https://landscape.canonical.com',
      '',
      lastLogin,
      '',
    );
  return lines(lastLogin, '');
}

function promptFor(asset, kind) {
  if (kind === 'device') return () => `${asset.name}#`;
  if (kind === 'keyValue') return () => (asset.type === 'redis' ? `${asset.address}:6379> ` : 'test> ');
  if (kind === 'sql') return () => ({ mysql: 'mysql> ', postgresql: 'postgres=# ', oracle: 'SQL> ', sqlserver: '1> ' })[asset.type] ?? `${asset.name} :) `;
  return (cwd) => `\u001b[01;32mroot@${asset.name}\u001b[00m:\u001b[01;34m${cwd}\u001b[00m# `;
}

/**
 * A session's recording: header, banner, then each command typed a key at a time
 * and entered at its timestamp (17 s apart from the start, as the seeded commands
 * say), its output, the prompt again; `exit` at the end.
 * @param {{session: any, asset: any, kind: string, commands: any[][], seed: number}} recording
 */
export function recordingFor({ session, asset, kind, commands, seed }) {
  const random = createRandom(seed);
  const events = [];
  const put = (time, text) => events.push([Number(time.toFixed(6)), 'o', text]);
  const prompt = promptFor(asset, kind);
  let cwd = '~';
  let time = 0.35 + random.next() * 0.3;
  put(time, banner(asset, session));
  time += 0.05;
  put(time, prompt(cwd));
  const type = (input, enterAt) => {
    let at = Math.max(time + 0.4, enterAt - input.length * 0.11);
    for (const key of input) {
      put(at, key);
      at += 0.05 + random.next() * 0.12;
    }
    put(at, '\r\n');
    return at;
  };
  commands.forEach((command, index) => {
    const [input, risk, output] = command;
    time = type(input, 3 + index * 17);
    const shown = risk === 5 ? forbidden(input) : output.replaceAll('{host}', asset.name);
    for (const line of shown ? shown.split('\r\n') : []) {
      time += 0.01 + random.next() * 0.06;
      put(time, `${line}\r\n`);
    }
    if (input.startsWith('cd ')) cwd = input.slice(3);
    time += 0.05;
    put(time, prompt(cwd));
  });
  time = type(kind === 'shell' ? 'exit' : kind === 'device' ? 'exit' : 'quit', time + 2 + random.next() * 3);
  put(time + 0.02, kind === 'shell' ? 'logout\r\n' : 'Bye\r\n');
  const header = {
    version: 2,
    width: 100,
    height: 30,
    timestamp: Math.floor(Date.parse(session.date_start) / 1000),
    title: `${session.user} → ${session.asset}`,
    env: { SHELL: '/bin/bash', TERM: 'xterm-256color' },
  };
  return [header, ...events].map((line) => JSON.stringify(line)).join('\n') + '\n';
}

/**
 * The same recording in KoKo's first format (JumpServer's `json` type): one
 * JSON object, each output keyed by its time in seconds from the start.
 */
export function legacyJsonRecording(cast) {
  const [, ...events] = cast
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  const frames = {};
  for (const [time, , text] of events) frames[String(time)] = (frames[String(time)] ?? '') + text;
  return JSON.stringify(frames);
}
