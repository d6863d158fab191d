import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { Pager } from '../../../src/blocks/list-table/pager';
import { pagerItems } from '../../../src/blocks/list-table/pager-items';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';

describe('the pager', () => {
  it('shows 5 page buttons with jumps over the rest', () => {
    expect(pagerItems(1, 4)).to.deep.equal([1, 2, 3, 4]);
    expect(pagerItems(1, 10)).to.deep.equal([1, 2, 3, 4, 'more-after', 10]);
    expect(pagerItems(5, 10)).to.deep.equal([1, 'more-before', 4, 5, 6, 'more-after', 10]);
    expect(pagerItems(9, 10)).to.deep.equal([1, 'more-before', 7, 8, 9, 10]);
    expect(pagerItems(1, 0)).to.deep.equal([]);
  });

  it('lays out total, sizes, prev, pages and next, and pages with the keyboard', async () => {
    const pages: number[] = [];
    const sizes: number[] = [];
    const view = await render(
      <Pager count={143} page={5} pageSize={15} pageSizes={[15, 30, 50, 100]} onPage={(page) => pages.push(page)} onPageSize={(size) => sizes.push(size)} />,
    );
    const nav = view.container.querySelector('nav')!;
    expect(nav.firstElementChild?.textContent).to.equal('Total 143');
    expect([...nav.querySelectorAll('option')].map((option) => option.textContent)).to.deep.equal(['15 / page', '30 / page', '50 / page', '100 / page']);
    const buttons = [...nav.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).to.deep.equal(['Previous page', '1', '…', '4', '5', '6', '…', '10', 'Next page']);
    expect(nav.querySelector('[aria-current=page]')?.textContent).to.equal('5');
    buttons[3]!.focus();
    await act(() => sendKeys({ press: 'Enter' }));
    await act(() => sendKeys({ press: 'Tab' }));
    await act(() => sendKeys({ press: 'Tab' }));
    await act(() => sendKeys({ press: 'Tab' }));
    await act(() => sendKeys({ press: 'Enter' }));
    buttons[buttons.length - 1]!.click();
    buttons[6]!.click();
    expect(pages).to.deep.equal([4, 8, 6, 8]);
    const select = nav.querySelector('select')!;
    select.value = '50';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sizes).to.deep.equal([50]);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
