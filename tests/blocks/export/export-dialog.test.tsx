import { expect } from 'chai';
import { submitConfirm } from '../../../src/core/confirm';
import { http } from '../../../src/core/http';
import { availableRanges, defaultRange } from '../../../src/blocks/export/export-options';
import { ExportDialog } from '../../../src/blocks/export/export-dialog';
import { expectAccessible } from '../../helpers/axe';
import { recordFeedback } from '../../helpers/recording-feedback';
import { DEMO_PASSWORD } from '../../helpers/session';
import { render } from '../../helpers/render';
import { byText, click, freshCache, signIn, signOut, waitFor } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';
const radio = (root: HTMLElement, label: string) => byText<HTMLLabelElement>(root, 'label', label)?.querySelector('input') as HTMLInputElement;

describe('the export dialog', () => {
  it('offers all only without a filter, selected only with selected rows, filtered only with a filter', () => {
    expect(availableRanges(0, false)).to.deep.equal({ all: true, selected: false, filtered: false });
    expect(availableRanges(3, true)).to.deep.equal({ all: false, selected: true, filtered: true });
    expect(defaultRange(0, false)).to.equal('all');
    expect(defaultRange(0, true)).to.equal('filtered');
    expect(defaultRange(2, true)).to.equal('selected');
  });

  describe('on the server', () => {
    let feedback: ReturnType<typeof recordFeedback>;
    afterEach(async () => {
      feedback.remove();
      await signOut();
    });

    it('downloads the filtered list or the selected rows, as CSV or Excel, never paged', async () => {
      feedback = recordFeedback(false);
      await signIn('admin');
      const downloads: string[] = [];
      const ids = (await http.get<{ results: { id: string }[] }>(USERS, { params: { limit: 2 } })).results.map((user) => user.id);
      const props = {
        url: USERS,
        selectedIds: ids,
        filtered: true,
        filters: { search: 'a', is_active: true, limit: 15, offset: 15 },
        baseQuery: {},
        needsMfa: false,
        download: (url: string) => downloads.push(url),
      };
      let closed = 0;
      const view = await render(freshCache(<ExportDialog {...props} onClose={() => (closed += 1)} />));
      expect(radio(view.container, 'All rows').disabled).to.equal(true);
      expect(radio(view.container, 'Selected rows (2)').checked).to.equal(true);
      await click(radio(view.container, 'Filtered rows'));
      await click(radio(view.container, 'Excel (xlsx)'));
      await click(byText(view.container, 'dialog button', 'Export'));
      await waitFor(() => closed === 1);
      expect(downloads).to.deep.equal([`${USERS}?search=a&is_active=true&format=xlsx`]);
      await expectAccessible(view.container);
      await view.unmount();

      const selected = await render(freshCache(<ExportDialog {...props} onClose={() => (closed += 1)} />));
      await click(byText(selected.container, 'dialog button', 'Export'));
      await waitFor(() => closed === 2);
      const url = new URL(downloads[1]!, location.origin);
      expect(url.searchParams.get('format')).to.equal('csv');
      expect(url.searchParams.has('limit')).to.equal(false);
      const listed = await http.get<{ id: string }[]>(USERS, { params: { spm: url.searchParams.get('spm') ?? '' } });
      expect(listed.map((user) => user.id).sort()).to.deep.equal([...ids].sort());
      const file = await fetch(url);
      expect(file.headers.get('content-disposition')).to.match(/attachment; filename=".+\.csv"/);
      const text = await file.text();
      expect(text.trim().split(/\r?\n/)).to.have.length(3);
      await selected.unmount();
    });

    it('asks for the identity check first when the list needs MFA', async () => {
      feedback = recordFeedback(async () => {
        await submitConfirm({ confirmType: 'password', subType: 'password', secret: DEMO_PASSWORD });
        return true;
      });
      await signIn('admin');
      const downloads: string[] = [];
      let closed = 0;
      const view = await render(
        freshCache(
          <ExportDialog
            url={USERS}
            selectedIds={[]}
            filtered={false}
            filters={{}}
            baseQuery={{ is_active: true }}
            needsMfa
            download={(url) => downloads.push(url)}
            onClose={() => (closed += 1)}
          />,
        ),
      );
      await click(byText(view.container, 'dialog button', 'Export'));
      await waitFor(() => closed === 1);
      expect(feedback.identityChecks).to.deep.equal(['password']);
      expect(downloads).to.deep.equal([`${USERS}?is_active=true&format=csv`]);
      await view.unmount();
    });
  });
});
