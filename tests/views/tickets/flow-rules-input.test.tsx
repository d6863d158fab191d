import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { lacksAssignees, rulesBody, toRuleDrafts, type RuleDraft } from '../../../src/views/tickets/flow-rules';
import { FlowRulesInput } from '../../../src/views/tickets/flow-rules-input';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, freshCache, signIn, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

/** The input in a form row as the resource form renders it: a label whose id names the level choice. */
function Field({ initial, seen }: { initial: unknown; seen: RuleDraft[][] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <div>
      <label id="rules-label" htmlFor="rules">
        Approval levels
      </label>
      <FlowRulesInput
        id="rules"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const radio = (root: ParentNode, label: string) => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((input) => input.parentElement?.textContent === label);
const levels = (root: ParentNode) => [...root.querySelectorAll('fieldset')];

/** A two-level flow as TicketFlowSerializer sends it: chosen users by id and name, then the super administrators. */
const SENT = [
  { level: 2, strategy: { value: 'super_admin', label: 'Super admin' }, assignees_read_only: [], assignees_display: ['Administrator(admin)'] },
  { level: 1, strategy: { value: 'custom_user', label: 'Custom user' }, assignees_read_only: ['u-1', 'u-2'], assignees_display: ['Approver(approver)', 'Administrator(admin)'] },
];

describe('the approval levels of a flow', () => {
  it('reads the rules the server sent in level order, chosen users named; a new flow starts with the super administrators', () => {
    expect(toRuleDrafts(SENT)).to.deep.equal([
      {
        strategy: 'custom_user',
        assignees: [
          { value: 'u-1', label: 'Approver(approver)' },
          { value: 'u-2', label: 'Administrator(admin)' },
        ],
      },
      { strategy: 'super_admin', assignees: [] },
    ]);
    expect(toRuleDrafts([])).to.deep.equal([{ strategy: 'super_admin', assignees: [] }]);
    expect(
      toRuleDrafts([{ level: 1, strategy: 'unknown' }, {}, {}]).map((rule) => rule.strategy),
      'at most two levels, an unknown strategy as the default',
    ).to.deep.equal(['super_admin', 'super_admin']);
    expect(rulesBody(toRuleDrafts(SENT))).to.deep.equal([
      { strategy: 'custom_user', assignees: ['u-1', 'u-2'] },
      { strategy: 'super_admin', assignees: [] },
    ]);
    expect(lacksAssignees([{ strategy: 'custom_user', assignees: [] }])).to.equal(true);
    expect(lacksAssignees([{ strategy: 'org_admin', assignees: [] }])).to.equal(false);
  });

  describe('on the server', () => {
    withServerSession();

    it("adds a second level and takes it away again, keeps each level's strategy, and picks chosen users from every organization", async () => {
      await signIn('admin');
      const seen: RuleDraft[][] = [];
      const view = await render(freshCache(<Field initial={[]} seen={seen} />));
      const root = view.container;
      expect(root.querySelector('[role=radiogroup]#rules')?.getAttribute('aria-labelledby')).to.equal('rules-label');
      expect(levels(root).map((level) => level.querySelector('legend')?.textContent)).to.deep.equal(['Level 1 approval']);
      expect(radio(levels(root)[0]!, 'Super administrators')?.checked).to.equal(true);
      expect(root.querySelector('[role=combobox]'), 'no user to choose for administrators').to.equal(null);

      await click(radio(root, 'Two levels'));
      expect(levels(root)).to.have.length(2);
      await click(radio(levels(root)[1]!, 'Organization administrators'));
      await click(radio(levels(root)[0]!, 'Chosen users'));
      const picker = await waitFor(() => levels(root)[0]!.querySelector<HTMLInputElement>('[role=combobox]'));
      expect(picker.getAttribute('aria-label')).to.equal('Level 1 approvers');
      picker.focus();
      typeInto(picker, 'approver');
      const option = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role=option]')].find((item) => item.textContent === 'Approver'));
      await click(option);
      await waitFor(() => seen.at(-1)?.[0]?.assignees.length === 1);
      expect(seen.at(-1)!.map((rule) => rule.strategy)).to.deep.equal(['custom_user', 'org_admin']);
      // Closed, with the chosen user as a tag, before the page is checked.
      await act(() => sendKeys({ press: 'Escape' }));
      await waitFor(() => !root.querySelector('[role=listbox]:not([hidden])'));
      expect(levels(root)[0]!.querySelector('[aria-label="Remove Approver"]')).to.not.equal(null);
      await expectAccessible(root);

      await click(radio(root, 'One level'));
      expect(levels(root)).to.have.length(1);
      expect(seen.at(-1)).to.deep.equal([{ strategy: 'custom_user', assignees: [seen.at(-2)![0]!.assignees[0]] }]);
      await click(radio(root, 'Two levels'));
      expect(seen.at(-1)![1], 'a level added again starts over').to.deep.equal({ strategy: 'super_admin', assignees: [] });
      await view.unmount();
    });
  });
});
