import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { http } from '../../../src/core/http';
import { isUuid4, toNestedValue, toOption, type SelectOption } from '../../../src/blocks/select/option';
import { RemoteSelect } from '../../../src/blocks/select/remote-select';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { freshCache, signIn, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';
const press = (key: string) => act(() => sendKeys({ press: key }));

function Multi({ initial = [], allowCreate, url = USERS, seen }: { initial?: SelectOption[]; allowCreate?: boolean; url?: string; seen?: SelectOption[][] }) {
  const [value, setValue] = useState<SelectOption[]>(initial);
  return (
    <RemoteSelect
      multiple
      ariaLabel="Users"
      source={{ url, ...(allowCreate !== undefined ? { allowCreate } : {}) }}
      value={value}
      onChange={(next) => {
        seen?.push(next);
        setValue(next);
      }}
    />
  );
}

const options = (root: HTMLElement) => [...root.querySelectorAll('[role=option]')].map((option) => option.textContent);

describe('the remote select', () => {
  it('tells existing ids (version-4 UUIDs) from new items, created only where allowed', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(isUuid4(id)).to.equal(true);
    expect(isUuid4('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).to.equal(false);
    expect(toNestedValue(id, false)).to.deep.equal({ pk: id });
    expect(toNestedValue('New node', true)).to.deep.equal({ name: 'New node' });
    expect(toNestedValue('New node', false)).to.equal(undefined);
    expect(toOption({ id: 'r', display_name: 'System user', name: 'SystemUser' }, 'display_name')).to.deep.equal({ value: 'r', label: 'System user' });
    expect(toOption({ pk: 'x', name: 'Node' })).to.deep.equal({ value: 'x', label: 'Node' });
  });

  describe('on the server', () => {
    const session = withServerSession();

    it('while its first page loads, the list is busy and holds no item of another role (axe finds nothing)', async () => {
      await signIn('admin');
      // The server's answer held back until the check is done, so the list is seen loading however fast it answers.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const serverFetch = window.fetch;
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        if (String(args[0] instanceof Request ? args[0].url : args[0]).includes(USERS)) await held;
        return serverFetch(...args);
      };
      try {
        const view = await render(freshCache(<Multi />));
        view.container.querySelector<HTMLInputElement>('input')!.focus();
        await press('ArrowDown');
        const list = await waitFor(() => view.container.querySelector<HTMLElement>('[role=listbox][aria-busy=true]'));
        expect(list.textContent).to.contain('Loading');
        await expectAccessible(view.container);
        release();
        await waitFor(() => options(view.container).length > 0);
        expect(list.getAttribute('aria-busy')).to.equal(null);
        await view.unmount();
      } finally {
        window.fetch = serverFetch;
        release();
      }
    });

    it('loads pages of 10, the next one near the end of the list, and picks several', async () => {
      await signIn('admin');
      const total = (await http.get<{ count: number }>(USERS, { params: { limit: 1 } })).count;
      const seen: SelectOption[][] = [];
      const view = await render(freshCache(<Multi seen={seen} />));
      const input = view.container.querySelector<HTMLInputElement>('input')!;
      input.focus();
      await press('ArrowDown');
      const list = await waitFor(() => view.container.querySelector<HTMLElement>('[role=listbox]:not([hidden])'));
      await waitFor(() => options(view.container).length === 10);
      // Pages of 10 are shorter than the 600 px trigger: a scroll asks for the next one.
      await act(async () => list.dispatchEvent(new Event('scroll')));
      await waitFor(() => options(view.container).length === Math.min(20, total));
      await press('ArrowDown');
      await press('Enter');
      await press('ArrowDown');
      await press('Enter');
      expect(seen.at(-1)?.length).to.equal(2);
      expect(view.container.querySelectorAll('[aria-selected=true]').length).to.equal(2);
      await expectAccessible(view.container);
      await view.unmount();
    });

    it('starts over when closed after a search', async () => {
      await signIn('admin');
      const view = await render(freshCache(<Multi />));
      const input = view.container.querySelector<HTMLInputElement>('input')!;
      input.focus();
      await press('ArrowDown');
      await waitFor(() => options(view.container).length === 10);
      typeInto(input, 'alice');
      await waitFor(() => options(view.container).join() === 'Alice');
      await press('Escape');
      await waitFor(() => input.value === '' && options(view.container).length === 10);
      await view.unmount();
    });

    it('closes its list when the focus tabs on to the next field, in a shadow root as in the console', async () => {
      await signIn('admin');
      const view = await render(
        freshCache(
          <>
            <Multi />
            <input aria-label="Next field" />
          </>,
        ),
        { shadow: true },
      );
      const input = view.container.querySelector<HTMLInputElement>('input')!;
      input.focus();
      await press('ArrowDown');
      await waitFor(() => options(view.container).length === 10);
      await press('Tab');
      expect((view.container.getRootNode() as ShadowRoot).activeElement?.getAttribute('aria-label')).to.equal('Next field');
      await waitFor(() => !view.container.querySelector('[role=listbox]:not([hidden])'));
      await view.unmount();
    });

    it('collapses more than 10 chosen tags into a count', async () => {
      await signIn('admin');
      const chosen = Array.from({ length: 12 }, (_, index) => ({ value: `id${index}`, label: `User ${index}` }));
      const view = await render(freshCache(<Multi initial={chosen} />));
      const tags = [...view.container.querySelectorAll('span')].map((span) => span.textContent?.trim()).filter((text) => text?.startsWith('User ') || text?.startsWith('+'));
      expect(tags).to.have.length(11);
      expect(tags.at(-1)).to.equal('+2');
      await view.unmount();
    });

    it('turns a typed name into a new item where creating is allowed', async () => {
      await signIn('admin');
      const seen: SelectOption[][] = [];
      const view = await render(freshCache(<Multi allowCreate seen={seen} url="/api/v1/assets/nodes/" />));
      const input = view.container.querySelector<HTMLInputElement>('input')!;
      input.focus();
      typeInto(input, 'Brand new node');
      await press('Enter');
      expect(seen.at(-1)).to.deep.equal([{ value: 'Brand new node', label: 'Brand new node' }]);
      await view.unmount();
    });

    it('is quietly disabled when the user may not list the items (403)', async () => {
      await signIn('user');
      const view = await render(freshCache(<Multi url="/api/v1/users/groups/" />));
      await waitFor(() => view.container.querySelector<HTMLInputElement>('input')?.disabled);
      expect(session.feedback.flashes).to.deep.equal([]);
      await view.unmount();
    });
  });
});
