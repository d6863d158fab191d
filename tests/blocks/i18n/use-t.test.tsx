import { expect } from 'chai';
import { act } from 'react';
import { useT } from '../../../src/blocks/i18n/use-t';
import { loadLanguage } from '../../../src/core/i18n';
import { render } from '../../helpers/render';

describe('useT', () => {
  after(() => loadLanguage('en'));

  it('gives every component the same translator while the catalogue stays, and a new one that speaks the new language when it changes', async () => {
    const seen: unknown[] = [];
    function Label({ name }: { name: string }) {
      const t = useT();
      seen.push(t);
      return <p data-name={name}>{t('table.refresh')}</p>;
    }
    const view = await render(
      <>
        <Label name="a" />
        <Label name="b" />
      </>,
    );
    const text = () => [...view.container.querySelectorAll('p')].map((label) => label.textContent);
    expect(text()).to.deep.equal(['Refresh', 'Refresh']);
    expect(new Set(seen).size, 'one translator for both').to.equal(1);

    await view.rerender(
      <>
        <Label name="a" />
        <Label name="b" />
      </>,
    );
    expect(new Set(seen).size, 'the same after a render that changed nothing').to.equal(1);

    await act(() => loadLanguage('zh'));
    expect(text()).to.deep.equal(['刷新', '刷新']);
    expect(new Set(seen).size, 'a new translator for the new catalogue').to.equal(2);
    await view.unmount();
  });
});
