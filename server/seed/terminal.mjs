// Components, storages, endpoints, applets, and the sessions that went through
// them: finished and online, with commands and file transfers.
import { DEFAULT_ORG_ID, SYSTEM_ORG_ID } from '../orgs/builtin.mjs';
import { orgRoot } from '../registry/resources/nodes.mjs';
import { uuid } from '../util/ids.mjs';
import { insertLinks, insertMany } from './insert.mjs';
import { readFileSync } from 'node:fs';
import { desktopRecording } from './desktop-recording.mjs';
import { commandKind, commandsOf, legacyJsonRecording, recordedOutput, recordingFor } from './recordings.mjs';

const stamp = (now) => ({ created_by: 'System', date_created: now, date_updated: now });

/** An applet host: an asset of the SYSTEM organization on the RemoteAppHost platform, with the accounts its deployment made. */
function seedAppletHost(db, now, platform) {
  const id = uuid();
  insertMany(db, 'assets', [
    {
      id,
      name: 'RemoteAppHost-01',
      address: '10.0.5.10',
      platform_id: platform.id,
      category: 'host',
      type: 'windows',
      is_gateway: 0,
      is_applet_host: 1,
      protocols: [
        { name: 'rdp', port: 3389 },
        { name: 'ssh', port: 22 },
      ],
      is_active: true,
      connectivity: 'ok',
      date_verified: now,
      gathered_info: {},
      deploy_options: {
        CORE_HOST: 'http://127.0.0.1:8080',
        IGNORE_VERIFY_CERTS: true,
        RDS_Licensing: false,
        RDS_LicenseServer: '127.0.0.1',
        RDS_LicensingMode: 2,
        RDS_fSingleSessionPerUser: 1,
        RDS_MaxDisconnectionTime: 60000,
        RDS_RemoteAppLogoffTimeLimit: 0,
      },
      auto_create_accounts: true,
      accounts_create_amount: 100,
      load: 'normal',
      date_synced: now,
      comment: '',
      org_id: SYSTEM_ORG_ID,
      ...stamp(now),
    },
  ]);
  insertLinks(db, 'assets__nodes', [[id, orgRoot(db, SYSTEM_ORG_ID, 'SYSTEM').id]]);
  insertMany(
    db,
    'accounts',
    ['Administrator', 'js_public_01', 'js_public_02'].map((username, index) => ({
      id: uuid(),
      name: username,
      username,
      secret_type: 'password',
      secret: `Applet-host-${index}-Secret!`,
      privileged: index === 0,
      is_active: true,
      asset_id: id,
      source: 'local',
      secret_reset: true,
      params: {},
      version: 1,
      connectivity: '-',
      comment: '',
      org_id: SYSTEM_ORG_ID,
      ...stamp(now),
    })),
  );
  const applets = db.all('SELECT id FROM applets ORDER BY name');
  insertMany(
    db,
    'applet_publications',
    applets.map((applet) => ({ id: uuid(), applet_id: applet.id, host_id: id, status: 'success', comment: '', date_created: now, date_updated: now })),
  );
  insertMany(db, 'applet_host_deployments', [
    { id: uuid(), host_id: id, initial: 1, status: 'success', date_start: now, date_finished: now, comment: '', task: uuid(), date_created: now, date_updated: now },
  ]);
}

/**
 * @param {any} db
 * @param {{random: any, now: string, users: any[], inventory: any, platforms: Map<string, any>, saveRecording: (session: any, data: string|Buffer, suffix: string) => number}} context
 *   saveRecording keeps a session's recording (its format by its suffix) and returns its size
 */
export function seedTerminal(db, { random, now, users, inventory, platforms, saveRecording }) {
  const terminals = [
    ['koko', 'koko-7f9d2c', '10.0.0.11', 'normal'],
    ['lion', 'lion-3a8b1e', '10.0.0.12', 'normal'],
    ['chen', 'chen-91c0d4', '10.0.0.13', 'high'],
    ['kael', 'kael-0d4e77', '10.0.0.14', 'normal'],
    ['magnus', 'magnus-55ab01', '10.0.0.15', 'offline'],
    ['razor', 'razor-c2f1a8', '10.0.0.16', 'normal'],
    ['core', 'core-main', '127.0.0.1', 'normal'],
    ['celery', 'celery-default', '127.0.0.1', 'normal'],
  ].map(([type, name, address, load]) => ({
    id: uuid(),
    name,
    type,
    remote_addr: address,
    command_storage: 'default',
    replay_storage: 'default',
    is_alive: load !== 'offline',
    load,
    stat: { cpu_load: random.int(1, 80) / 10, memory_used: random.int(200, 2000), disk_used: random.int(10, 80), session_online: 0 },
    version: 'v3.10.22',
    is_deleted: false,
    comment: '',
    date_created: random.pastDate(200),
  }));
  insertMany(db, 'terminals', terminals);

  insertMany(db, 'replaystorage', [
    { id: uuid(), name: 'default', type: 'server', meta: {}, is_default: true, comment: 'Store locally', ...stamp(now) },
    {
      id: uuid(),
      name: 'minio-replays',
      type: 's3',
      meta: { BUCKET: 'jms-replays', ENDPOINT: 'http://minio.local:9000', ACCESS_KEY: 'demo' },
      is_default: false,
      comment: '',
      ...stamp(now),
    },
  ]);
  insertMany(db, 'commandstorage', [
    { id: uuid(), name: 'default', type: 'server', meta: {}, is_default: true, comment: 'Store locally', ...stamp(now) },
    {
      id: uuid(),
      name: 'es-commands',
      type: 'es',
      meta: { HOSTS: ['http://es.local:9200'], INDEX: 'jumpserver', DOC_TYPE: '_doc' },
      is_default: false,
      comment: '',
      ...stamp(now),
    },
  ]);

  const endpoints = [
    {
      id: '00000000-0000-0000-0000-000000000001',
      name: 'Default',
      host: '',
      https_port: 443,
      http_port: 80,
      ssh_port: 2222,
      rdp_port: 3389,
      mysql_port: 33061,
      mariadb_port: 33062,
      postgresql_port: 54320,
      redis_port: 63790,
      is_active: true,
      comment: '',
      ...stamp(now),
    },
    {
      id: uuid(),
      name: 'Office',
      host: 'jms-office.example.com',
      https_port: 443,
      http_port: 80,
      ssh_port: 2222,
      rdp_port: 3389,
      mysql_port: 33061,
      mariadb_port: 33062,
      postgresql_port: 54320,
      redis_port: 63790,
      is_active: true,
      comment: 'For the office network',
      ...stamp(now),
    },
  ];
  insertMany(db, 'endpoints', endpoints);
  insertMany(db, 'endpoint_rules', [
    { id: uuid(), name: 'Office network', ip_group: ['192.168.0.0/16'], priority: 10, endpoint_id: endpoints[1].id, is_active: true, comment: '', ...stamp(now) },
  ]);

  insertMany(
    db,
    'applets',
    [
      ['chrome', 'Chrome', 'web', ['http']],
      ['navicat', 'Navicat Premium', 'general', ['mysql', 'mariadb', 'postgresql', 'oracle', 'sqlserver']],
      ['dbeaver', 'DBeaver', 'general', ['mysql', 'postgresql', 'oracle', 'clickhouse']],
      ['mysql_workbench8', 'MySQL Workbench', 'general', ['mysql', 'mariadb']],
    ].map(([name, displayName, type, protocols]) => ({
      id: uuid(),
      name,
      display_name: displayName,
      version: '1.1',
      author: 'JumpServer Team',
      type,
      protocols,
      tags: [type],
      can_concurrent: true,
      builtin: true,
      is_active: true,
      comment: '',
      ...stamp(now),
    })),
  );
  seedAppletHost(db, now, platforms.get('RemoteAppHost'));

  let legacyLeft = 1;
  /** The session's recording in the format its gateway writes; returns the file's size. */
  const saveSessionRecording = (session, asset, typed, index) => {
    if (session.protocol === 'rdp') {
      const startMs = Date.parse(session.date_start);
      return saveRecording(session, desktopRecording({ host: asset.name, address: asset.address, startMs, seed: index + 1 }), '.replay.gz');
    }
    const cast = recordingFor({ session, asset, kind: commandKind(asset), commands: typed, seed: index + 1 });
    // One SSH session as KoKo wrote them before asciicast, in its own format.
    if (session.protocol === 'ssh' && typed.length > 2 && legacyLeft-- > 0) return saveRecording(session, legacyJsonRecording(cast), '.gz');
    return saveRecording(session, cast, '.cast.gz');
  };
  const sessions = [];
  const commands = [];
  const transfers = [];
  const hosts = inventory.assets.filter((asset) => !asset.is_gateway && ['host', 'database', 'device'].includes(asset.category));
  const sessionUsers = users.filter((user) => user.is_active);
  for (let index = 0; index < 240; index += 1) {
    const asset = index < 60 ? hosts.filter((host) => host.org_id === DEFAULT_ORG_ID)[index % 40] : random.pick(hosts);
    const user = index < 12 ? users.find((item) => item.username === ['user', 'approver', 'orgadmin'][index % 3]) : random.pick(sessionUsers);
    const online = index < 8;
    const start = online ? new Date(Date.now() - random.int(1, 120) * 60000).toISOString() : random.pastDate(60);
    const protocol = asset.category === 'database' ? asset.type : asset.type === 'windows' ? 'rdp' : 'ssh';
    const type = index % 10 === 9 ? 'sftp' : 'normal';
    const isSuccess = index % 13 !== 12;
    const session = {
      id: uuid(),
      user: `${user.name}(${user.username})`,
      asset: `${asset.name}(${asset.address})`,
      account: asset.category === 'database' ? 'dbadmin' : 'root',
      user_id: user.id,
      asset_id: asset.id,
      account_id: null,
      protocol,
      type,
      login_from: protocol === 'rdp' ? 'RT' : asset.category === 'database' ? 'DT' : random.pick(['WT', 'ST']),
      remote_addr: `10.1.${random.int(0, 255)}.${random.int(1, 254)}`,
      is_success: isSuccess,
      is_finished: !online,
      // Sessions that ran are recorded: terminal ones as asciicast (one in the older JSON format), RDP ones as Guacamole's instructions.
      has_replay: !online && isSuccess && type === 'normal',
      has_command: protocol === 'ssh' || asset.category === 'database',
      // One running session is paused, to show resuming.
      is_locked: index === 5,
      terminal_id: terminals[protocol === 'rdp' ? 1 : asset.category === 'database' ? 2 : 0].id,
      error_reason: isSuccess ? '' : 'connect_failed',
      replay_size: online ? 0 : random.int(1000, 900000),
      date_start: start,
      date_end: online ? null : new Date(Date.parse(start) + random.int(30, 7200) * 1000).toISOString(),
      comment: '',
      org_id: asset.org_id,
    };
    sessions.push(session);
    const typed = [];
    if (session.has_command) {
      const kind = commandsOf(commandKind(asset));
      for (let c = 0; c < random.int(2, 8); c += 1) typed.push(random.pick(kind));
      typed.forEach((command, c) => {
        commands.push({
          id: uuid(),
          user: session.user,
          asset: session.asset,
          account: session.account,
          input: command[0],
          output: recordedOutput(command, asset.name),
          session: session.id,
          risk_level: command[1],
          timestamp: Math.floor(Date.parse(start) / 1000) + c * 17,
          remote_addr: session.remote_addr,
          org_id: session.org_id,
        });
      });
    }
    if (session.has_replay) session.replay_size = saveSessionRecording(session, asset, typed, index);
    if (session.type === 'sftp' || index % 7 === 0) {
      transfers.push({
        id: uuid(),
        user: session.user,
        remote_addr: session.remote_addr,
        asset: session.asset,
        account: session.account,
        operate: random.pick(['upload', 'download', 'delete', 'mkdir', 'rename']),
        filename: random.pick(['/tmp/report.csv', '/var/log/app.log', '/home/deploy/release.tar.gz', '/etc/nginx/nginx.conf']),
        // While the session ran, within its first half-minute (every session lasts longer, and its recording shows it there).
        date_start: new Date(Date.parse(start) + transferDelay(index) * 1000).toISOString(),
        is_success: random.chance(0.9),
        has_file: random.chance(0.5),
        session: session.id,
        org_id: session.org_id,
      });
    }
  }
  sessions.push(appletSession(inventory, sessions, terminals, saveRecording));
  insertMany(db, 'sessions_terminal', sessions);
  insertMany(db, 'commands', commands);
  insertMany(db, 'ftp_logs', transfers);
}

/** Seconds from a session's start to its file transfer: 5 to 25, varied by session, without a draw from the seed's random sequence (which would change every later record). */
const transferDelay = (index) => 5 + (index % 5) * 5;

const APPLET_CLIP = new URL('./media/applet-session.mp4', import.meta.url);

/**
 * A remote application's session (a website through the Chrome applet on the
 * applet host), recorded as the video JumpServer's video worker makes of it.
 */
function appletSession(inventory, sessions, terminals, saveRecording) {
  const web = inventory.assets.find((asset) => asset.category === 'web' && asset.org_id === DEFAULT_ORG_ID);
  const template = sessions.find((session) => session.is_finished && session.is_success && session.org_id === DEFAULT_ORG_ID);
  const start = Date.parse(template.date_start) + 3_600_000;
  const session = {
    ...template,
    id: uuid(),
    asset: `${web.name}(${web.address})`,
    asset_id: web.id,
    account: 'web-admin',
    protocol: 'http',
    login_from: 'WT',
    has_replay: true,
    has_command: false,
    terminal_id: terminals.find((terminal) => terminal.type === 'razor').id,
    date_start: new Date(start).toISOString(),
    date_end: new Date(start + 12_000).toISOString(),
  };
  session.replay_size = saveRecording(session, readFileSync(APPLET_CLIP), '.replay.mp4');
  return session;
}
