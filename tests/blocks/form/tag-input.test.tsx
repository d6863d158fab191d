import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { TagInput } from '../../../src/blocks/form/tag-input';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { typeInto } from '../helpers/signed-in';

describe('the tag input', () => {
  it('adds a typed item on Enter or comma, each of a pasted list, no duplicates, and removes from the keyboard', async () => {
    const seen: string[][] = [];
    function Harness() {
      const [value, setValue] = useState<string[]>(['10.0.0.1']);
      return (
        <>
          <label htmlFor="ips">Login IP Black List</label>
          <TagInput
            id="ips"
            value={value}
            onChange={(next) => {
              setValue(next);
              seen.push(next);
            }}
          />
        </>
      );
    }
    const view = await render(<Harness />);
    const input = view.container.querySelector<HTMLInputElement>('#ips')!;
    input.focus();
    await act(() => sendKeys({ type: '10.0.0.0/8' }));
    await act(() => sendKeys({ press: 'Enter' }));
    await act(async () => typeInto(input, '10.1.1.1-10.1.1.20, 10.0.0.1, 2001:db8::1'));
    await act(() => sendKeys({ press: 'Enter' }));
    expect(seen.at(-1)).to.deep.equal(['10.0.0.1', '10.0.0.0/8', '10.1.1.1-10.1.1.20', '2001:db8::1']);
    await act(() => sendKeys({ press: 'Backspace' }));
    expect(seen.at(-1)).to.deep.equal(['10.0.0.1', '10.0.0.0/8', '10.1.1.1-10.1.1.20']);
    await act(async () => view.container.querySelector<HTMLButtonElement>('button[aria-label="Remove 10.0.0.1"]')!.click());
    expect(seen.at(-1)).to.deep.equal(['10.0.0.0/8', '10.1.1.1-10.1.1.20']);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
