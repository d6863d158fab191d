import { expect } from 'chai';
import { runAction } from '../../../src/blocks/list-table/action-runner';
import { HttpError } from '../../../src/core/http';
import type { ActionContext } from '../../../src/blocks/list-table/types';
import { recordFeedback } from '../../helpers/recording-feedback';

describe('the action runner', () => {
  it('runs an action; a failed request it made ends there (the HTTP core has told the user), other errors do not', async () => {
    const unhandled: unknown[] = [];
    const listen = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', listen);
    const context = { selected: [], reload: () => undefined };
    const calls: string[] = [];
    runAction(
      {
        name: 'save',
        title: 'Save',
        onClick: async () => {
          calls.push('save');
          throw new HttpError('http', 'Bad Request', { url: '/x/' });
        },
      },
      context,
    );
    const bug = new Error('a bug');
    runAction(
      {
        name: 'broken',
        title: 'Broken',
        onClick: async () => {
          throw bug;
        },
      },
      context,
    );
    await new Promise((done) => setTimeout(done, 50));
    window.removeEventListener('unhandledrejection', listen);
    expect(calls).to.deep.equal(['save']);
    expect(unhandled).to.deep.equal([bug]);
  });

  it('asks with a message from the row, then says it is done and reloads; a failed callback does neither', async () => {
    const feedback = recordFeedback();
    const reloads: string[] = [];
    const row = { id: 't1', title: 'Printer access' };
    const close = {
      name: 'close',
      title: 'Close',
      confirm: {
        title: ({ row: about }: ActionContext) => `Close ${String(about?.['title'])}`,
        message: ({ row: about }: ActionContext) => `Close "${String(about?.['title'])}"?`,
      },
      onClick: async () => undefined,
      done: { message: ({ row: about }: ActionContext) => `${String(about?.['title'])} closed` },
    };
    await runAction(close, { selected: [row], row, reload: () => reloads.push('closed') });
    const refused = {
      ...close,
      onClick: async () => {
        throw new HttpError('http', 'Bad Request', { url: '/x/' });
      },
    };
    await runAction(refused, { selected: [row], row, reload: () => reloads.push('refused') });
    feedback.remove();
    expect(feedback.questions).to.deep.equal(['Close "Printer access"?', 'Close "Printer access"?']);
    expect(feedback.flashes.map(({ message, kind }) => [message, kind])).to.deep.equal([['Printer access closed', 'success']]);
    expect(reloads).to.deep.equal(['closed']);
  });
});
