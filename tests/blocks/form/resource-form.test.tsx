import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { BatchUpdateDialog } from '../../../src/blocks/form/batch-update-dialog';
import { ResourceForm } from '../../../src/blocks/form/resource-form';
import { expectAccessible } from '../../helpers/axe';
import { loginAs } from '../../helpers/session';
import { render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const GROUPS = '/api/v1/users/groups/';
const USERS = '/api/v1/users/users/';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function inputOf(root: HTMLElement, label: string): HTMLInputElement | HTMLTextAreaElement {
  const element = byText<HTMLLabelElement>(root, 'label', label) ?? byText<HTMLLabelElement>(root, 'label', `*${label}`);
  const target = element && root.querySelector<HTMLInputElement>(`#${CSS.escape(element.htmlFor)}`);
  if (!target) throw new Error(`no input labelled ${label}`);
  return target;
}

describe('the generated form on the server', () => {
  const session = withServerSession('admin');

  it('creates with POST and goes to the list 100 ms later, the new id highlighted', async () => {
    const name = unique('group');
    const view = await render(freshCache(<ResourceForm url={GROUPS} routeName="UserGroupCreate" groups={[{ fields: ['name', 'comment'] }]} />));
    const nameInput = await waitFor(() => inputOf(view.container, 'Name'));
    typeInto(nameInput, `  ${name}  `);
    nameInput.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => session.feedback.flashes.length === 1);
    expect(session.feedback.flashes[0]).to.include({ message: 'Created successfully', kind: 'success' });
    expect(location.hash).to.equal('');
    const hash = await waitFor(() => location.hash || undefined, 1000);
    const [created] = await http.get<{ id: string; name: string }[]>(GROUPS, { params: { name } });
    expect(created?.name).to.equal(name);
    expect(hash).to.equal(`#/console/users/groups?id=${created?.id}&order=-date_updated`);
    await view.unmount();
  });

  it('checks the rules first, says what is wrong on the field and goes there', async () => {
    const invalid: string[] = [];
    const view = await render(
      freshCache(<ResourceForm url={USERS} routeName="UserCreate" groups={[{ fields: ['name', 'username', 'email'] }]} onInvalid={(field) => invalid.push(field)} />),
    );
    const email = await waitFor(() => inputOf(view.container, 'Email'));
    typeInto(inputOf(view.container, 'Name'), 'Someone');
    typeInto(email, 'not-an-email');
    await click(view.container.querySelector('button[type=submit]'));
    expect(invalid).to.deep.equal(['username']);
    const username = inputOf(view.container, 'Username');
    expect(document.activeElement).to.equal(username);
    expect(username.getAttribute('aria-invalid')).to.equal('true');
    const messages = [...view.container.querySelectorAll('[data-field] [id$=-error]')].map((element) => element.textContent);
    expect(messages).to.deep.equal(['This field is required', 'Enter a valid email address']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('edits one object at its own URL (a settings category): PATCH of what it holds, no list to go to', async () => {
    const url = '/api/v1/settings/setting/?category=basic';
    const bodies: Record<string, unknown>[] = [];
    const view = await render(
      freshCache(
        <ResourceForm
          url={url}
          objectUrl={url}
          hasSaveContinue={false}
          extraActions={(body) => (
            <button type="button" onClick={() => bodies.push(body())}>
              Peek
            </button>
          )}
        />,
      ),
    );
    const before = await http.get<Record<string, string>>(url);
    const docs = await waitFor(() => inputOf(view.container, 'Document URL'));
    expect(docs.value).to.equal(before['HELP_DOCUMENT_URL']);
    const changed = `https://docs.example.com/${unique('docs')}`;
    typeInto(docs, changed);
    await click(byText(view.container, 'button', 'Peek'));
    expect(bodies[0]).to.include({ HELP_DOCUMENT_URL: changed, SITE_URL: before['SITE_URL'] });
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => session.feedback.flashes.length === 1);
    expect(session.feedback.flashes[0]).to.include({ message: 'Updated successfully', kind: 'success' });
    expect((await http.get<Record<string, string>>(url))['HELP_DOCUMENT_URL']).to.equal(changed);
    expect(location.hash).to.equal('');
    await view.unmount();
  });

  it('puts the server’s 400 messages on their fields', async () => {
    const taken = await http.post<{ id: string; name: string }>(GROUPS, { name: unique('taken') });
    const view = await render(freshCache(<ResourceForm url={GROUPS} routeName="UserGroupCreate" groups={[{ fields: ['name'] }]} onSuccess={() => undefined} />));
    typeInto(await waitFor(() => inputOf(view.container, 'Name')), taken.name);
    await click(view.container.querySelector('button[type=submit]'));
    const error = await waitFor(() => view.container.querySelector('[data-field=name] [id$=-error]'));
    expect(error.textContent).to.match(/exists|unique/i);
    expect(session.feedback.flashes).to.deep.equal([]);
    await view.unmount();
  });

  it('saves and stays for another, then resets', async () => {
    const name = unique('another');
    const view = await render(freshCache(<ResourceForm url={GROUPS} routeName="UserGroupCreate" groups={[{ fields: ['name', 'comment'] }]} />));
    const nameInput = await waitFor(() => inputOf(view.container, 'Name'));
    typeInto(nameInput, name);
    typeInto(inputOf(view.container, 'Comment'), 'first');
    await click(byText(view.container, 'button', 'Save and add another'));
    await waitFor(() => session.feedback.flashes.length === 1);
    await waitFor(() => inputOf(view.container, 'Name').value === '');
    expect(inputOf(view.container, 'Comment').value).to.equal('');
    await new Promise((done) => setTimeout(done, 200));
    expect(location.hash).to.equal('');
    expect(await http.get<unknown[]>(GROUPS, { params: { name } })).to.have.length(1);
    typeInto(inputOf(view.container, 'Comment'), 'typed');
    await click(byText(view.container, 'button', 'Reset'));
    expect(inputOf(view.container, 'Comment').value).to.equal('');
    await view.unmount();
  });

  it('updates with PUT from the object’s values, and clones with the name prefixed', async () => {
    const group = await http.post<{ id: string; name: string }>(GROUPS, { name: unique('edit'), comment: 'before' });
    const updated: string[] = [];
    const view = await render(
      freshCache(
        <ResourceForm url={GROUPS} id={group.id} groups={[{ fields: ['name', 'comment'] }]} onSuccess={(result, mode) => updated.push(`${mode} ${String(result['comment'])}`)} />,
      ),
    );
    const comment = await waitFor(() => inputOf(view.container, 'Comment'));
    expect(comment.value).to.equal('before');
    expect(byText(view.container, 'button', 'Save and add another')).to.equal(undefined);
    typeInto(comment, 'after');
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => updated.length === 1, 2000);
    expect(updated).to.deep.equal(['update after']);
    expect((await http.get<{ comment: string }>(`${GROUPS}${group.id}/`)).comment).to.equal('after');
    await view.unmount();

    const clone = await render(freshCache(<ResourceForm url={GROUPS} cloneFrom={group.id} groups={[{ fields: ['name', 'comment'] }]} onSuccess={() => undefined} />));
    const name = await waitFor(() => inputOf(clone.container, 'Name'));
    expect(name.value).to.equal(`Clone-${group.name}`);
    expect(inputOf(clone.container, 'Comment').value).to.equal('after');
    await click(clone.container.querySelector('button[type=submit]'));
    await waitFor(() => session.feedback.flashes.length === 2, 2000);
    expect(await http.get<unknown[]>(GROUPS, { params: { name: `Clone-${group.name}` } })).to.have.length(1);
    await clone.unmount();
  });

  it('sends a chosen password encrypted, which the server can use', async () => {
    const username = unique('pw').replace(/-/g, '_');
    const view = await render(
      freshCache(
        <ResourceForm
          url={USERS}
          groups={[{ fields: ['name', 'username', 'email', 'password_strategy', 'password'] }]}
          overrides={{ password: { hidden: (values) => values['password_strategy'] !== 'custom', required: true } }}
          onSuccess={() => undefined}
        />,
      ),
    );
    await waitFor(() => inputOf(view.container, 'Name'));
    typeInto(inputOf(view.container, 'Name'), 'Password Person');
    typeInto(inputOf(view.container, 'Username'), username);
    typeInto(inputOf(view.container, 'Email'), `${username}@example.com`);
    expect(view.container.querySelector('[data-field=password]')).to.equal(null);
    await click(byText(view.container, 'label', 'Set password')?.querySelector('input'));
    const password = await waitFor(() => view.container.querySelector<HTMLInputElement>('[data-field=password] input'));
    expect(password.type).to.equal('password');
    typeInto(password, 'Secret-pass-42');
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => session.feedback.flashes.length === 1, 3000);
    await loginAs(username, 'Secret-pass-42');
    await view.unmount();
  });

  it('batch-updates the ticked fields of the selected rows with one PATCH', async () => {
    const groups = await Promise.all([1, 2].map((n) => http.post<{ id: string; name: string }>(GROUPS, { name: unique(`batch${n}`), comment: 'old' })));
    let updated = 0;
    let closed = 0;
    const view = await render(
      freshCache(
        <BatchUpdateDialog
          url={GROUPS}
          rows={groups.map((group) => ({ ...group }))}
          fields={['comment', 'name']}
          disabled={['comment']}
          onClose={() => (closed += 1)}
          onUpdated={() => (updated += 1)}
        />,
      ),
    );
    const dialog = await waitFor(() => view.container.querySelector<HTMLElement>('dialog[open] [data-field=name]')?.closest('dialog'));
    const tick = (label: string) => dialog.querySelector<HTMLInputElement>(`input[aria-label="Update ${label}"]`)!;
    expect(tick('Comment').checked).to.equal(true);
    expect(tick('Comment').disabled).to.equal(true);
    expect(tick('Name').checked).to.equal(false);
    expect(dialog.querySelector<HTMLInputElement>('[data-field=name] input:not([type=checkbox])')!.disabled).to.equal(true);
    typeInto(dialog.querySelector<HTMLTextAreaElement>('[data-field=comment] textarea')!, 'new');
    await click(byText(dialog, 'button', 'Submit'));
    await waitFor(() => closed === 1 && updated === 1, 3000);
    for (const group of groups) {
      const fresh = await http.get<{ name: string; comment: string }>(`${GROUPS}${group.id}/`);
      expect(fresh).to.include({ name: group.name, comment: 'new' });
    }
    await expectAccessible(view.container);
    await view.unmount();
  });
});
