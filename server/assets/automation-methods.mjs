// The automation methods JumpServer ships (the manifest.yml files of its assets/ and accounts/automations,
// v3.8.2): which task each does, for which categories and types, and its name. A type's constraints list the
// methods of each automation it allows (AllTypes.set_automation_methods), the platform form's choices.

/**
 * [id, task, categories, types ('all': every type of the categories), English name]: a task's methods made for
 * the type before the ones made for any (the SSH and RDP ones), so the first is the one a new platform takes.
 * @type {Array<[id: string, task: string, categories: string[], types: string[], name: string]>}
 */
const METHODS = [
  ['change_secret_aix', 'change_secret', ['host'], ['AIX'], 'Using Ansible module user to change account secret (DES)'],
  ['change_secret_local_windows', 'change_secret', ['host'], ['windows'], 'Using Ansible module win_user to change Windows account secret'],
  ['change_secret_mongodb', 'change_secret', ['database'], ['mongodb'], 'Using Ansible module mongodb to change MongoDB account secret'],
  ['change_secret_mysql', 'change_secret', ['database'], ['mysql', 'mariadb'], 'Using Ansible module mysql to change MySQL account secret'],
  ['change_secret_oracle', 'change_secret', ['database'], ['oracle'], 'Oracle account change secret'],
  ['change_secret_posix', 'change_secret', ['host'], ['unix', 'linux'], 'Using Ansible module user to change account secret (SHA512)'],
  ['change_secret_postgresql', 'change_secret', ['database'], ['postgresql'], 'PostgreSQL account change secret'],
  ['change_secret_sqlserver', 'change_secret', ['database'], ['sqlserver'], 'SQLServer account change secret'],
  ['change_secret_by_ssh', 'change_secret', ['device', 'host'], ['all'], 'Custom password change by SSH command line'],
  ['gather_accounts_mongodb', 'gather_accounts', ['database'], ['mongodb'], 'MongoDB account gather'],
  ['gather_accounts_mysql', 'gather_accounts', ['database'], ['mysql', 'mariadb'], 'MySQL account gather'],
  ['gather_accounts_oracle', 'gather_accounts', ['database'], ['oracle'], 'Oracle account gather'],
  ['gather_accounts_posix', 'gather_accounts', ['host'], ['linux', 'unix'], 'Using command getent to gather accounts'],
  ['gather_accounts_postgresql', 'gather_accounts', ['database'], ['postgresql'], 'PostgreSQL account gather'],
  ['gather_accounts_windows', 'gather_accounts', ['host'], ['windows'], 'Using command net user to gather accounts'],
  ['gather_facts_mongodb', 'gather_facts', ['database'], ['mongodb'], 'Gather facts from MongoDB using mongodb module'],
  ['gather_facts_mysql', 'gather_facts', ['database'], ['mysql', 'mariadb'], 'Gather facts from MySQL server using mysql module'],
  ['gather_facts_oracle', 'gather_facts', ['database'], ['oracle'], 'Gather facts from Oracle using oracledb module'],
  ['gather_facts_posix', 'gather_facts', ['host'], ['linux', 'unix'], 'Gather facts from asset using gather_facts'],
  ['gather_facts_postgresql', 'gather_facts', ['database'], ['postgresql'], 'Gather facts for PostgreSQL using postgresql module'],
  ['gather_facts_windows', 'gather_facts', ['host'], ['windows'], 'Gather facts from Windows using gather_facts'],
  ['mongodb_ping', 'ping', ['database'], ['mongodb'], 'Use ansible mongodb module to test MongoDB'],
  ['mysql_ping', 'ping', ['database'], ['mysql', 'mariadb'], 'Use ansible mysql module to test MySQL'],
  ['oracle_ping', 'ping', ['database'], ['oracle'], 'Use python oracledb module to test Oracle'],
  ['ping_postgresql', 'ping', ['database'], ['postgresql'], 'Ping PostgreSQL using ansible postgresql module'],
  ['posix_ping', 'ping', ['host'], ['linux', 'unix'], 'Use Ansible builtin module ping to test Posix'],
  ['sqlserver_ping', 'ping', ['database'], ['sqlserver'], 'Ping SQLServer using ansible mssql module'],
  ['win_ping', 'ping', ['host'], ['windows'], 'Use Ansible builtin module win_ping to test Windows'],
  ['ping_by_rdp', 'ping', ['device', 'host'], ['windows'], 'Ping by pyfreerdp module'],
  ['ping_by_ssh', 'ping', ['device', 'host'], ['all'], 'Ping by paramiko module'],
  ['push_account_aix', 'push_account', ['host'], ['AIX'], 'Using Ansible module user to push account (DES)'],
  ['push_account_local_windows', 'push_account', ['host'], ['windows'], 'Using Ansible module win_user to push account'],
  ['push_account_mongodb', 'push_account', ['database'], ['mongodb'], 'Using Ansible module mongodb to push account'],
  ['push_account_mysql', 'push_account', ['database'], ['mysql', 'mariadb'], 'Using Ansible module mysql to push account'],
  ['push_account_oracle', 'push_account', ['database'], ['oracle'], 'Using Python module oracledb to push account'],
  ['push_account_posix', 'push_account', ['host'], ['unix', 'linux'], 'Using Ansible module user to push account (sha512)'],
  ['push_account_postgresql', 'push_account', ['database'], ['postgresql'], 'Using Ansible module postgresql to push account'],
  ['push_account_sqlserver', 'push_account', ['database'], ['sqlserver'], 'Using Ansible module mssql to push account'],
  ['verify_account_mongodb', 'verify_account', ['database'], ['mongodb'], 'Using Ansible module mongodb to verify account'],
  ['verify_account_mysql', 'verify_account', ['database'], ['mysql', 'mariadb'], 'Using Ansible module mysql to verify account'],
  ['verify_account_oracle', 'verify_account', ['database'], ['oracle'], 'Using Python module oracledb to verify account'],
  ['verify_account_posix', 'verify_account', ['host'], ['linux', 'unix'], 'Using Ansible module ping to verify account'],
  ['verify_account_postgresql', 'verify_account', ['database'], ['postgresql'], 'Using Ansible module postgresql to verify account'],
  ['verify_account_sqlserver', 'verify_account', ['database'], ['sqlserver'], 'Using Ansible module mssql to verify account'],
  ['verify_account_windows', 'verify_account', ['host'], ['windows'], 'Using Ansible module win_ping to verify account'],
  ['verify_account_by_rdp', 'verify_account', ['host'], ['windows'], 'Using Python module pyfreerdp to verify account'],
  ['verify_account_by_ssh', 'verify_account', ['device', 'host'], ['all'], 'Using Python module paramiko to verify account'],
];

/**
 * `<task>_methods` for each automation a type's constraints switch on, as `{name, id}` with names in the request's
 * language. Like JumpServer, every truthy key gets a list, `ansible_enabled` and `ansible_config` (empty ones) too.
 * @param {string} category @param {string} type @param {Record<string, unknown>} automation @param {(text: string) => string} t
 */
export function automationMethods(category, type, automation, t) {
  const lists = Object.entries(automation)
    .filter(([, enabled]) => enabled)
    .map(([key]) => key.replace('_enabled', ''))
    .map((task) => [
      `${task}_methods`,
      METHODS.filter(([, of, categories, types]) => of === task && categories.includes(category) && (types.includes(type) || types.includes('all'))).map(([id, , , , name]) => ({
        name: t(name),
        id,
      })),
    ]);
  return Object.fromEntries(lists);
}
