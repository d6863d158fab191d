import { expect } from 'chai';
import { useState } from 'react';
import { FileContentInput } from '../../../src/blocks/upload/file-content-input';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';
import { chooseFiles } from '../helpers/choose-files';

const KEY_RULES = { extensions: ['.json'], maxBytes: 1024 };

function Harness({ initial, format, seen }: { initial?: unknown; format: 'json' | 'text'; seen: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <div>
      <label htmlFor="key">Service account key</label>
      <FileContentInput
        id="key"
        value={value}
        format={format}
        rules={format === 'json' ? KEY_RULES : { extensions: [], maxBytes: 1024 }}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const alertOf = (root: HTMLElement) => root.querySelector('[role=alert]')?.textContent ?? null;

describe('the file-content input', () => {
  it('takes a JSON key file as the document it holds and names the chosen file', async () => {
    const seen: unknown[] = [];
    const view = await render(<Harness format="json" seen={seen} />);
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).to.equal('.json');
    expect(view.container.textContent).to.contain('Choose a file').and.contain('No file chosen');
    await chooseFiles(view.container, [new File(['{"type": "service_account", "project_id": "demo"}'], 'key.json')]);
    await waitFor(() => seen.length === 1);
    expect(seen[0]).to.deep.equal({ type: 'service_account', project_id: 'demo' });
    expect(view.container.textContent).to.contain('Chosen: key.json').and.contain('Choose another file');
    expect(alertOf(view.container)).to.equal(null);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('says what is wrong with a file of the wrong type, too large, empty or not JSON, and keeps the value', async () => {
    const seen: unknown[] = [];
    const view = await render(<Harness format="json" initial={{ kept: true }} seen={seen} />);
    expect(view.container.textContent).to.contain('A file is set; choose another to replace it');
    await chooseFiles(view.container, [new File(['-----BEGIN-----'], 'key.pem')]);
    expect(alertOf(view.container)).to.equal('Only .json files can be chosen');
    await chooseFiles(view.container, [new File([new Uint8Array(2048)], 'big.json')]);
    expect(alertOf(view.container)).to.equal('The file is larger than 1 KB');
    await chooseFiles(view.container, [new File([], 'empty.json')]);
    expect(alertOf(view.container)).to.equal('The file is empty');
    await chooseFiles(view.container, [new File(['{not json'], 'broken.json')]);
    await waitFor(() => alertOf(view.container) === 'The file does not hold valid JSON');
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(view.container.querySelector('[role=alert]')!.id);
    expect(seen).to.deep.equal([]);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('takes a certificate as its text', async () => {
    const seen: unknown[] = [];
    const view = await render(<Harness format="text" seen={seen} />);
    expect(view.container.querySelector('input[type=file]')!.hasAttribute('accept')).to.equal(false);
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    await chooseFiles(view.container, [new File([pem], 'ctyun.crt')]);
    await waitFor(() => seen.length === 1);
    expect(seen[0]).to.equal(pem);
    await view.unmount();
  });
});
