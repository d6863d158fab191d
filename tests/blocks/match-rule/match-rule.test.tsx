import { expect } from 'chai';
import formMessages from 'jms:messages/forms';
import screenMessages from 'jms:messages/screens';
import { useState } from 'react';
import { USERS_URL } from '../../../src/views/users/users-urls';
import { makeFieldMeta } from '../../../src/core/metadata';
import { http } from '../../../src/core/http';
import { loadLanguage } from '../../../src/core/i18n';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import { buildBody, initialValues, toFormValue } from '../../../src/blocks/form/form-values';
import { fieldError } from '../../../src/blocks/form/use-form-state';
import { objectText } from '../../../src/blocks/display/object-text';
import { MatchRuleInput } from '../../../src/blocks/match-rule/match-rule-input';
import { toMatchRuleValue, toServerMatchRule } from '../../../src/blocks/match-rule/match-rule-form';
import type { MatchRuleValue } from '../../../src/blocks/match-rule/match-rule-value';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const SOURCE = { url: USERS_URL, attrs: ['name', 'username', 'email'] };
const usersField = () => makeFormField(makeFieldMeta('users', { type: 'json', label: 'Users' }), { match: SOURCE });

describe('match rules (ACL users and assets)', () => {
  before(async () => {
    // A form's widget: with the forms' messages and the screens'.
    await loadLanguage('en', [formMessages, screenMessages]);
  });

  it('edits the server rule and gives it back the same, list operators as lists', () => {
    const rules = [
      { type: 'all' },
      { type: 'ids', ids: ['a1', 'b2'] },
      {
        type: 'attrs',
        attrs: [
          { name: 'username', match: 'in', value: ['alice', 'bob'] },
          { name: 'email', match: 'endswith', value: '@example.com' },
        ],
      },
    ];
    for (const rule of rules) expect(toServerMatchRule(toMatchRuleValue(rule))).to.deep.equal(rule);
    const edited = toMatchRuleValue(rules[2]);
    expect(edited.attrs[0]?.value).to.equal('alice, bob');
    expect(toServerMatchRule({ ...edited, attrs: [{ name: 'address', match: 'ip_in', value: ' 10.0.0.0/8 ,, 192.168.1.1 ' }] })).to.deep.equal({
      type: 'attrs',
      attrs: [{ name: 'address', match: 'ip_in', value: ['10.0.0.0/8', '192.168.1.1'] }],
    });
    expect(toMatchRuleValue(null)).to.deep.equal({ type: 'all', ids: [], attrs: [] });
  });

  it('is a widget of the form: empty as "all", refused when it names nothing or has a blank condition', () => {
    const field = usersField();
    expect(field.widget).to.equal('match-rule');
    const values = initialValues([field]);
    expect(buildBody([field], values)).to.deep.equal({ users: { type: 'all' } });
    const rule = (value: Partial<MatchRuleValue>) => ({ users: { type: 'all', ids: [], attrs: [], ...value } });
    expect(fieldError(field, rule({ type: 'ids' }))).to.equal('Choose at least one');
    expect(fieldError(field, rule({ type: 'attrs' }))).to.equal('Add at least one condition, each with a value');
    expect(fieldError(field, rule({ type: 'attrs', attrs: [{ name: 'name', match: 'exact', value: ' ' }] }))).to.equal('Add at least one condition, each with a value');
    expect(fieldError(field, rule({ type: 'ids', ids: [{ value: 'x', label: 'X' }] }))).to.equal(undefined);
  });

  it('shows as one line in lists and details, and leaves other objects alone', () => {
    expect(objectText({ type: 'all' })).to.equal('All');
    expect(objectText({ type: 'ids', ids: ['a', 'b'] })).to.equal('Specific (2)');
    expect(objectText({ type: 'attrs', attrs: [{ name: 'username', match: 'in', value: ['a', 'b'] }] })).to.equal('username is one of a, b');
    expect(objectText({ type: 'all', name: 'Linux' })).to.equal('Linux');
    const rules = makeFieldMeta('rules', {
      type: 'nested object',
      children: { ip_group: { type: 'list', label: 'IP/Host', child: { type: 'string' } }, time_period: { type: 'json', label: 'Time Period' } },
    });
    expect(objectText({ ip_group: ['*', '10.0.0.0/8'], time_period: [] }, rules)).to.equal('IP/Host: *, 10.0.0.0/8; Time Period: -');
  });

  it('converts each sub-field of a nested object its own way (ACL rules, protocols)', () => {
    const rules = makeFormField(
      makeFieldMeta('rules', {
        type: 'nested object',
        children: { ip_group: { type: 'list', child: { type: 'string' }, default: ['*'] }, time_period: { type: 'json', default: [] } },
      }),
    );
    expect(rules.widget).to.equal('object');
    expect(initialValues([rules])).to.deep.equal({ rules: { ip_group: ['*'], time_period: '[]' } });
    const edited = toFormValue(rules, { ip_group: ['10.0.0.0/8'], time_period: [{ id: 0, value: '00:00~08:00' }] }) as Record<string, unknown>;
    expect(buildBody([rules], { rules: edited })).to.deep.equal({ rules: { ip_group: ['10.0.0.0/8'], time_period: [{ id: 0, value: '00:00~08:00' }] } });
    const protocols = makeFormField(
      makeFieldMeta('protocols', { type: 'field', child: { type: 'nested object', children: { name: { type: 'string', max_length: 32 }, port: { type: 'integer' } } } }),
    );
    expect(buildBody([protocols], { protocols: [{ name: 'ssh', port: '22' }] })).to.deep.equal({ protocols: [{ name: 'ssh', port: 22 }] });
  });

  describe('on the server', () => {
    withServerSession('admin');

    function Harness({ initial, onValue }: { initial: MatchRuleValue; onValue: (value: MatchRuleValue) => void }) {
      const [value, setValue] = useState(initial);
      return (
        <div>
          <span id="users-label">Users</span>
          <MatchRuleInput
            id="users"
            labelId="users-label"
            source={SOURCE}
            value={value}
            onChange={(next) => {
              setValue(next);
              onValue(next);
            }}
          />
        </div>
      );
    }

    it('names the chosen ids it was given, and adds, edits and removes conditions', async () => {
      const [admin] = await http.get<{ id: string; name: string }[]>(USERS_URL, { params: { username: 'admin' } });
      let latest: MatchRuleValue | undefined;
      const view = await render(freshCache(<Harness initial={toMatchRuleValue({ type: 'ids', ids: [admin!.id] })} onValue={(value) => (latest = value)} />));
      await waitFor(() => byText(view.container, 'span', admin!.name));

      const byAttributes = view.container.querySelector<HTMLInputElement>('input[type=radio][value="2"]')!;
      await act(async () => byAttributes.focus());
      await click(byAttributes);
      await click(byText(view.container, 'button', 'Add a condition'));
      const value = await waitFor(() => view.container.querySelector<HTMLInputElement>('input:not([type])'));
      await act(async () => typeInto(value, 'ops'));
      expect(latest).to.deep.equal({ type: 'attrs', ids: [{ value: admin!.id, label: admin!.id }], attrs: [{ name: 'name', match: 'exact', value: 'ops' }] });
      await click(view.container.querySelector('button[aria-label="Remove condition 1"]'));
      expect(latest?.attrs).to.deep.equal([]);
      await expectAccessible(view.container);
      await view.unmount();
    });
  });
});
