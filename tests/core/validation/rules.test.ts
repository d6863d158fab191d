import { expect } from 'chai';
import { makeFieldMeta } from '../../../src/core/metadata';
import {
  agreement,
  alphanumericUnderscore,
  check,
  crontab,
  email,
  ipList,
  isIpItem,
  json,
  jsonMapping,
  label,
  noEmoji,
  noParenthesis,
  noSpecialCharacters,
  onePrimary,
  passwordPolicy,
  periodInOrder,
  priority,
  required,
  rulesForField,
  timeout,
  uniqueAccounts,
  urlOrIp,
  zipFile,
} from '../../../src/core/validation';

const key = (result: ReturnType<typeof required>) => result?.key;

describe('validation rules (spec section 5)', () => {
  it('takes in a login IP list what JumpServer takes: *, addresses, networks and IPv4 ranges', () => {
    const good = ['*', '192.168.10.1', '192.168.1.0/24', '10.1.1.1-10.1.1.20', '2001:db8:2de::e13', '2001:db8:1a:1110::/64', '0.0.0.0/0'];
    expect(good.filter((item) => !isIpItem(item))).to.deep.equal([]);
    const bad = ['10.0.0.300', '10.0.0.0/33', 'office', '10.0.0.1-', '2001:db8::/129', '10.0.0.1,10.0.0.2', 'gggg::1', ''];
    expect(bad.filter(isIpItem)).to.deep.equal([]);
    expect(ipList(['10.0.0.1', 'office', 'lab'])).to.deep.equal({ key: 'validation.ipItem', values: { item: 'office' } });
    expect(ipList([])).to.equal(undefined);
  });

  it('wants a period to end after it starts, either end left open', () => {
    const rule = periodInOrder('from', 'to');
    expect(key(rule({ from: '2026-12-02T00:00', to: '2026-12-01T00:00' }))).to.equal('validation.periodOrder');
    expect(rule({ from: '2026-12-01T00:00', to: '2026-12-02T00:00' })).to.equal(undefined);
    expect(rule({ from: '2026-12-01T00:00', to: '' })).to.equal(undefined);
  });

  it('required refuses empty values, spaces and empty lists, but takes 0 and false', () => {
    expect(key(required(''))).to.equal('validation.required');
    expect(key(required('   '))).to.equal('validation.required');
    expect(key(required(null))).to.equal('validation.required');
    expect(key(required([]))).to.equal('validation.required');
    expect(required(0)).to.equal(undefined);
    expect(required(false)).to.equal(undefined);
    expect(required('x')).to.equal(undefined);
  });

  it('checks e-mail, URL or IP, emoji, identifiers and parentheses, leaving empty values to required', () => {
    expect(key(email('someone@'))).to.equal('validation.email');
    expect(email('someone@example.com')).to.equal(undefined);
    expect(email('')).to.equal(undefined);
    expect(urlOrIp('  https://10.0.0.1:8080/a?b=c&d#e  ')).to.equal(undefined);
    expect(key(urlOrIp('http://exa mple.com'))).to.equal('validation.urlOrIp');
    expect(key(urlOrIp('a<b'))).to.equal('validation.urlOrIp');
    expect(key(noEmoji('server 🚀'))).to.equal('validation.noEmoji');
    expect(noEmoji('server 中文')).to.equal(undefined);
    expect(alphanumericUnderscore('db_admin1')).to.equal(undefined);
    expect(key(alphanumericUnderscore('db-admin'))).to.equal('validation.alphanumericUnderscore');
    expect(key(noParenthesis('a(b)'))).to.equal('validation.noParenthesis');
    expect(key(noParenthesis('a（b'))).to.equal('validation.noParenthesis');
    expect(key(noSpecialCharacters('Pa$$'))).to.equal('validation.noSpecialCharacters');
  });

  it('JSON must parse; a mapping must map something to username', () => {
    expect(key(json('{"a": '))).to.equal('validation.invalidJson');
    expect(json('{"a": 1}')).to.equal(undefined);
    expect(key(jsonMapping('{"uid": "name"}'))).to.equal('validation.usernameMappingRequired');
    expect(jsonMapping('{"uid": "username", "cn": "name"}')).to.equal(undefined);
    expect(key(jsonMapping('nope'))).to.equal('validation.invalidJson');
  });

  it('labels are name:value', () => {
    expect(label(['env:prod', 'team:ops'])).to.equal(undefined);
    expect(key(label(['env:prod', 'broken']))).to.equal('validation.label');
    expect(key(label(':x'))).to.equal('validation.label');
  });

  it('priority is 1 to 100, a time-out -1 or seconds, a crontab five fields', () => {
    expect(priority(1)).to.equal(undefined);
    expect(priority('100')).to.equal(undefined);
    expect(priority(0)).to.deep.equal({ key: 'validation.between', values: { min: 1, max: 100 } });
    expect(key(priority(101))).to.equal('validation.between');
    expect(key(priority('ten'))).to.equal('validation.number');
    expect(timeout(-1)).to.equal(undefined);
    expect(timeout('30')).to.equal(undefined);
    expect(key(timeout(-2))).to.equal('validation.timeout');
    expect(crontab('*/5 * * * *')).to.equal(undefined);
    expect(key(crontab('* * * *'))).to.equal('validation.crontab');
  });

  it('applies the password policy of the public settings', () => {
    const rule = passwordPolicy({
      SECURITY_PASSWORD_MIN_LENGTH: 8,
      SECURITY_PASSWORD_UPPER_CASE: true,
      SECURITY_PASSWORD_LOWER_CASE: true,
      SECURITY_PASSWORD_NUMBER: true,
      SECURITY_PASSWORD_SPECIAL_CHAR: true,
    });
    expect(rule('Ab1!')).to.deep.equal({ key: 'validation.passwordMinLength', values: { min: 8 } });
    expect(key(rule('abcdefg1!'))).to.equal('validation.passwordUpperCase');
    expect(key(rule('ABCDEFG1!'))).to.equal('validation.passwordLowerCase');
    expect(key(rule('Abcdefgh!'))).to.equal('validation.passwordNumber');
    expect(key(rule('Abcdefgh1'))).to.equal('validation.passwordSpecial');
    expect(rule('Abcdefg1!')).to.equal(undefined);
    expect(passwordPolicy({ SECURITY_PASSWORD_MIN_LENGTH: 6, SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 10 }, { admin: true })('short77')).to.deep.equal({
      key: 'validation.passwordMinLength',
      values: { min: 10 },
    });
  });

  it('knows the list rules: one primary protocol, unique accounts, agreement, zip files', () => {
    expect(onePrimary([{ name: 'ssh', primary: true }, { name: 'sftp' }])).to.equal(undefined);
    expect(key(onePrimary([{ primary: true }, { primary: true }]))).to.equal('validation.onePrimary');
    expect(
      uniqueAccounts([
        { username: 'root', secret_type: 'password' },
        { username: 'root', secret_type: 'ssh_key' },
      ]),
    ).to.equal(undefined);
    expect(
      key(
        uniqueAccounts([
          { username: 'root', secret_type: { value: 'password' } },
          { username: 'root', secret_type: 'password' },
        ]),
      ),
    ).to.equal('validation.accountsUnique');
    expect(key(agreement(false))).to.equal('validation.agreementRequired');
    expect(agreement(true)).to.equal(undefined);
    expect(key(zipFile('applet.tar.gz'))).to.equal('validation.zipOnly');
    expect(zipFile(new File(['x'], 'applet.ZIP'))).to.equal(undefined);
  });

  it('derives a field’s rules from its metadata, first failure first', () => {
    const field = makeFieldMeta('email', { type: 'email', required: true, max_length: 20, label: 'Email' });
    const rules = rulesForField(field);
    expect(key(check(rules, ''))).to.equal('validation.required');
    expect(key(check(rules, 'not-an-email'))).to.equal('validation.email');
    expect(check(rules, 'averyveryverylongname@example.com')).to.deep.equal({ key: 'validation.maxLength', values: { max: 20 } });
    expect(check(rules, 'a@example.com')).to.equal(undefined);
    const port = rulesForField(makeFieldMeta('port', { type: 'integer', min_value: 0, max_value: 65535 }));
    expect(key(check(port, 70000))).to.equal('validation.between');
    expect(check(rulesForField(makeFieldMeta('comment', { type: 'string' })), '')).to.equal(undefined);
    expect(key(check(rulesForField(makeFieldMeta('priority', { type: 'integer' })), 500))).to.equal('validation.between');
    expect(key(check(rulesForField(makeFieldMeta('attrs', { type: 'json' })), '{'))).to.equal('validation.invalidJson');
  });
});
