// Login ACLs (acls.LoginACL) on every way in, as AuthACLMixin._check_login_acl does:
// the first active rule, by priority, whose users take the user in and whose IP
// group and time period hold the request decides. `reject` refuses the login even
// with the right password; `accept` lets it in at once. `review` and `notice` let
// it in here: this backend makes no login-confirmation tickets and sends no notices.
import { ruleTakesIn } from '../registry/resources/acls.mjs';
import { clientAddress } from '../audits/records.mjs';
import { ipInGroup } from '../util/ip.mjs';
import { formatDateTime, nowIso } from '../util/time.mjs';

/** contains_time_period: today's spans ("00:00~07:30、10:00~13:00", weekday ids 0 = Sunday); none listed holds always. */
function inTimePeriod(periods, now = nowIso()) {
  if (!Array.isArray(periods) || !periods.length) return true;
  const [date, time] = String(formatDateTime(now)).split(' ');
  const [year, month, day] = date.split('/').map(Number);
  const weekday = String(new Date(Date.UTC(year, month - 1, day)).getUTCDay());
  const today = periods.find((period) => String(period?.id) === weekday)?.value;
  if (typeof today !== 'string' || !today) return false;
  const clock = time.slice(0, 5);
  return today.split('、').some((span) => {
    const [start, end] = span.split('~');
    return start <= clock && clock <= (end === '00:00' ? '24:00' : end);
  });
}

/** The login ACL deciding for this user from this request, or undefined. */
export function matchingLoginAcl(ctx, user) {
  const address = clientAddress(ctx);
  return ctx.services.db.all('SELECT action, users, rules FROM acls_loginacl WHERE is_active = 1 ORDER BY priority, date_updated, name').find((acl) => {
    if (!ruleTakesIn(JSON.parse(acl.users ?? 'null'), user)) return false;
    const rules = JSON.parse(acl.rules ?? '{}') ?? {};
    const ips = Array.isArray(rules.ip_group) && rules.ip_group.length ? rules.ip_group.map(String) : ['*'];
    return ipInGroup(address, ips) && inTimePeriod(rules.time_period);
  });
}

/** Whether a login ACL refuses this user's login from this request. */
export const loginRefusedByAcl = (ctx, user) => matchingLoginAcl(ctx, user)?.action === 'reject';
