import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { makeFieldMeta } from '../../../src/core/metadata';
import { SearchBar } from '../../../src/blocks/search-bar/search-bar';
import { addTag, searchOptionsFromFields, tagsFromQuery, tagsToQuery, type FilterTag } from '../../../src/blocks/search-bar/search-tags';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

const FIELDS = [
  makeFieldMeta('id', { type: 'string', filter: true, label: 'ID' }),
  makeFieldMeta('name', { type: 'string', filter: true, label: 'Name' }),
  makeFieldMeta('is_active', { type: 'boolean', filter: true, label: 'Active' }),
  makeFieldMeta('source', {
    type: 'labeled_choice',
    filter: true,
    label: 'Source',
    choices: [
      { value: 'local', label: 'Local' },
      { value: 'ldap', label: 'LDAP/AD' },
    ],
  }),
  makeFieldMeta('comment', { type: 'string', label: 'Comment' }),
];
const OPTIONS = searchOptionsFromFields(FIELDS, { yes: 'Yes', no: 'No' });
const tag = (key: string, value: string): FilterTag => ({ key, label: key, value, valueLabel: value });
const press = (key: string) => act(() => sendKeys({ press: key }));
const type = (text: string) => act(() => sendKeys({ type: text }));
const sleep = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

/** The bar under an owner that takes every change, as a list does; what it was sent is written down. */
function setup(initialTags: FilterTag[] = []) {
  const emitted: (readonly FilterTag[])[] = [];
  const owner: { set?: (tags: readonly FilterTag[]) => void } = {};
  function Owner() {
    const [tags, setTags] = useState<readonly FilterTag[]>(initialTags);
    owner.set = setTags;
    return (
      <SearchBar
        options={OPTIONS}
        tags={tags}
        onChange={(next) => {
          emitted.push(next);
          setTags(next);
        }}
        focusShortcut
      />
    );
  }
  return { emitted, owner, node: <Owner /> };
}

describe('the tag search bar', () => {
  it('offers the filterable fields, with yes/no and choices as children', () => {
    expect(OPTIONS.map((option) => [option.value, option.children?.map((child) => child.label)])).to.deep.equal([
      ['name', undefined],
      ['is_active', ['Yes', 'No']],
      ['source', ['Local', 'LDAP/AD']],
    ]);
  });

  it('trims values, ignores empty ones and duplicates, and replaces a key’s value', () => {
    let tags = addTag([], tag('search', '  ali  '));
    expect(tags.map((item) => item.value)).to.deep.equal(['ali']);
    expect(addTag(tags, tag('search', '   '))).to.deep.equal(tags);
    expect(addTag(tags, tag('search', 'ali'))).to.deep.equal(tags);
    tags = addTag(addTag(tags, tag('name', 'Bob')), tag('search', 'bo'));
    expect(tags.map((item) => `${item.key}=${item.value}`)).to.deep.equal(['search=bo', 'name=Bob']);
    expect(tagsToQuery(tags)).to.deep.equal({ search: 'bo', filters: { name: 'Bob' } });
    expect(tagsFromQuery(new URLSearchParams('search=x&source=ldap&other=1'), OPTIONS, 'Search').map((item) => [item.key, item.valueLabel])).to.deep.equal([
      ['search', 'x'],
      ['source', 'LDAP/AD'],
    ]);
  });

  it('turns typed text into a search tag and emits 400 ms after the last change', async () => {
    const { emitted, node } = setup();
    const view = await render(node);
    const input = view.container.querySelector<HTMLInputElement>('input')!;
    input.focus();
    await type('  alice ');
    await press('Enter');
    await sleep(300);
    expect(emitted).to.deep.equal([]);
    await sleep(200);
    expect(emitted.map((tags) => tags.map((item) => `${item.key}=${item.value}`))).to.deep.equal([['search=alice']]);
    await type('alice');
    await press('Enter');
    await sleep(500);
    expect(emitted).to.have.length(1);
    await view.unmount();
  });

  it('picks a field, then its value: typed, or chosen from the choices', async () => {
    const { emitted, node } = setup();
    const view = await render(node);
    const input = view.container.querySelector<HTMLInputElement>('input')!;
    input.focus();
    // The first arrow opens the list, the next one moves into it.
    await press('ArrowDown');
    const listbox = await waitFor(() => view.container.querySelector('[role=listbox]:not([hidden])'));
    expect([...listbox.querySelectorAll('[role=option]')].map((option) => option.textContent)).to.deep.equal(['Name', 'Active', 'Source']);
    await press('ArrowDown');
    await waitFor(() => listbox.querySelector('[data-active-item]')?.textContent === 'Name');
    await press('Enter');
    expect(view.container.textContent).to.contain('Name:');
    expect(input.getAttribute('aria-label')).to.equal('Value of Name');
    await type('Bob');
    await press('Enter');
    await type('sour');
    await press('ArrowDown');
    await press('Enter');
    const values = await waitFor(() => [...view.container.querySelectorAll('[role=option]')].map((option) => option.textContent).join(',') === 'Local,LDAP/AD');
    expect(values).to.equal(true);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    await sleep(450);
    expect(emitted.at(-1)?.map((item) => `${item.key}=${item.value}:${item.valueLabel}`)).to.deep.equal(['name=Bob:Bob', 'source=ldap:LDAP/AD']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('removes the last tag after Backspace twice on an empty input', async () => {
    const { emitted, node } = setup([tag('search', 'one'), tag('name', 'two')]);
    const view = await render(node);
    view.container.querySelector<HTMLInputElement>('input')!.focus();
    await press('Backspace');
    expect(view.container.textContent).to.contain('two');
    await press('Backspace');
    expect(view.container.textContent).to.not.contain('two');
    await press('Backspace');
    await press('a');
    await press('Backspace');
    await press('Backspace');
    expect(view.container.textContent).to.contain('one');
    await sleep(450);
    expect(emitted.at(-1)?.map((item) => item.value)).to.deep.equal(['one']);
    await view.unmount();
  });

  it('puts a typed tag back into editing when clicked; confirming it empty removes it', async () => {
    const { emitted, node } = setup([
      { key: 'name', label: 'Name', value: 'Bob', valueLabel: 'Bob' },
      { key: 'is_active', label: 'Active', value: 'true', valueLabel: 'Yes' },
    ]);
    const view = await render(node);
    const tagButton = (text: string) => [...view.container.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === text);
    await act(async () => tagButton('Active: Yes')!.click());
    expect(tagButton('Active: Yes')).to.not.equal(undefined);
    await act(async () => tagButton('Name: Bob')!.click());
    const input = view.container.querySelector<HTMLInputElement>('input')!;
    expect(input.value).to.equal('Bob');
    expect(document.activeElement).to.equal(input);
    await press('End');
    await press('Backspace');
    await press('Backspace');
    await press('Backspace');
    await press('Enter');
    await sleep(450);
    expect(emitted.at(-1)?.map((item) => item.key)).to.deep.equal(['is_active']);
    await view.unmount();
  });

  it('shows the tags its owner holds, as they change there (a link, the back button)', async () => {
    const { emitted, owner, node } = setup([tag('search', 'one')]);
    const view = await render(node);
    const chips = () => [...view.container.querySelectorAll('button[title]')].map((button) => button.textContent);
    expect(chips()).to.deep.equal(['search: one']);
    await act(async () => owner.set?.([{ key: 'source', label: 'Source', value: 'ldap', valueLabel: 'LDAP/AD' }]));
    expect(chips()).to.deep.equal(['Source: LDAP/AD']);
    await sleep(450);
    expect(emitted).to.deep.equal([]);
    await view.unmount();
  });

  it('is focused by "/" outside text fields', async () => {
    const { node } = setup();
    const view = await render(
      <>
        <button type="button">elsewhere</button>
        <input aria-label="other field" />
        {node}
      </>,
    );
    view.container.querySelector('button')!.focus();
    await press('/');
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Search');
    const other = view.container.querySelector<HTMLInputElement>('input[aria-label="other field"]')!;
    other.focus();
    await press('/');
    expect(other.value).to.equal('/');
    expect(document.activeElement).to.equal(other);
    await view.unmount();
  });
});
