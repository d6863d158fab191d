import { expect } from 'chai';
import { useState } from 'react';
import { JSON_CHECK_DELAY_MS, JsonEditor } from '../../../src/blocks/form/json-editor';
import { act, render } from '../../helpers/render';
import { typeInto } from '../helpers/signed-in';

describe('the JSON editor', () => {
  it('shows a format error 1.5 s after typing stops, and only then', async () => {
    expect(JSON_CHECK_DELAY_MS).to.equal(1500);
    function Harness() {
      const [value, setValue] = useState('{"a": 1}');
      return <JsonEditor value={value} onChange={setValue} />;
    }
    const view = await render(<Harness />);
    const area = view.container.querySelector('textarea')!;
    await act(async () => typeInto(area, '{"a": '));
    await act(() => new Promise((done) => setTimeout(done, 1000)));
    expect(view.container.querySelector('[role=status]')).to.equal(null);
    await act(() => new Promise((done) => setTimeout(done, 600)));
    expect(view.container.querySelector('[role=status]')?.textContent).to.equal('Invalid JSON format');
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    await act(async () => typeInto(area, '{"a": 2}'));
    await act(() => new Promise((done) => setTimeout(done, 1600)));
    expect(view.container.querySelector('[role=status]')).to.equal(null);
    await view.unmount();
  });
});
