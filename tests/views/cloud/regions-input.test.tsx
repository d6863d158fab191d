import { expect } from 'chai';
import { useState } from 'react';
import { FormValuesContext } from '../../../src/blocks/form/form-values-context';
import { http } from '../../../src/core/http';
import { RegionsInput } from '../../../src/views/cloud/regions-input';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

interface Account {
  id: string;
  name: string;
}

const accounts = async (provider: string) => http.get<Account[]>('/api/v1/xpack/cloud/accounts/', { params: { provider } });

/** The form's account and its regions (the form's values, as a form gives them), the account changed from outside as the account field would. */
function Regions({ initial, onReady }: { initial: Account | null; onReady: (choose: (account: Account) => void) => void }) {
  const [account, setAccount] = useState<Account | null>(initial);
  const [regions, setRegions] = useState<unknown>([]);
  onReady(setAccount);
  return (
    <>
      <label htmlFor="regions">Regions</label>
      <FormValuesContext.Provider value={{ account, regions }}>
        <RegionsInput id="regions" value={regions} onChange={setRegions} invalid={false} />
      </FormValuesContext.Provider>
      <output>{JSON.stringify(regions)}</output>
    </>
  );
}

describe("the sync task's regions on the server", () => {
  beforeEach(() => signIn('admin'));
  afterEach(() => signOut());

  it("waits for an account, lists its cloud's regions, and starts over when the account changes to one that cannot connect", async () => {
    let choose: (account: Account) => void = () => undefined;
    const view = await render(<Regions initial={null} onReady={(set) => (choose = set)} />);
    const box = () => view.container.querySelector<HTMLInputElement>('[role=combobox]')!;
    expect(box().disabled).to.equal(true);
    expect(box().placeholder).to.equal('Choose an account first');

    const [aliyun] = await accounts('aliyun');
    await act(() => choose(aliyun!));
    await waitFor(() => !box().disabled);
    await click(box());
    const option = await waitFor(() => [...view.container.querySelectorAll<HTMLElement>('[role=option]')].find((element) => element.textContent === 'China (Shanghai)'));
    await click(option);
    expect(view.container.querySelector('output')?.textContent).to.equal('["cn-shanghai"]');
    await expectAccessible(view.container);

    const [expired] = await accounts('aws_international');
    await act(() => choose(expired!));
    const alert = await waitFor(() => view.container.querySelector('[role=alert]'));
    expect(alert.textContent).to.match(/^Could not load the list: The account cannot connect to its cloud/);
    expect(view.container.querySelector('output')?.textContent).to.equal('[]', "another account's regions start empty");
    await view.unmount();
  });
});
