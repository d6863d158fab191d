// /ws/ldap/ (v3.10+): the LDAP test, sync and import as websocket messages
// {"msg_type": "testing_config"|"testing_login"|"sync_user"|"import_user", ...data},
// each answered {"ok": true|false, "msg": "..."}. Needs settings.view_setting.
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { importUsers, ldapConfig, syncUsers, testConfig, testLogin } from '../settings/ldap.mjs';
import { sendJson } from './sockets.mjs';

const strings = (value) => (Array.isArray(value) ? value.map(String) : undefined);

export function createLdapChannel(services) {
  const run = (request, user) => {
    const config = ldapConfig(services.settings, services.decryptSecret, request);
    switch (request.msg_type) {
      case 'testing_config':
        return testConfig(config);
      case 'testing_login':
        return testLogin(config, String(request.username ?? ''), services.decryptSecret(String(request.password ?? '')));
      case 'sync_user':
        return syncUsers(services, config);
      case 'import_user':
        return importUsers(services, user.name, { usernames: strings(request.username_list), orgIds: strings(request.org_ids) });
      default:
        throw new Error(`Unknown msg_type: ${request.msg_type}`);
    }
  };

  return function ldapChannel(ws, user) {
    if (!services.rbac.permsFor(user.id, ROOT_ORG_ID).has('settings.view_setting')) {
      ws.close(4403, 'No permission');
      return;
    }
    ws.on('message', async (data) => {
      let request;
      try {
        request = JSON.parse(String(data));
      } catch {
        sendJson(ws, { ok: false, msg: 'Invalid JSON' });
        return;
      }
      try {
        sendJson(ws, { ok: true, msg: await run(request ?? {}, user) });
      } catch (error) {
        sendJson(ws, { ok: false, msg: error.message });
      }
    });
  };
}
