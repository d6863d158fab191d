import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { ResourceForm } from '../../../src/blocks/form/resource-form';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { click, freshCache, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const STORAGES = '/api/v1/terminal/replay-storages/';
const S3 = `${STORAGES}?type=s3`;
const unique = () => `nested-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const GROUPS = [{ fields: ['name', 'type'] }, { title: 'S3', nested: 'meta' }, { fields: ['comment'] }] as const;

const row = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);
const inputIn = (root: HTMLElement, name: string) => row(root, name)?.querySelector<HTMLInputElement>('input, textarea') ?? null;

describe('a nested object shown as rows of its own (a storage’s settings)', () => {
  const session = withServerSession('admin');
  const flashed = (message: string) => waitFor(() => session.feedback.flashes.some((flash) => flash.message === message));

  it('gives each sub-field its label, help text and required mark under the group’s title', async () => {
    const view = await render(freshCache(<ResourceForm url={S3} routeName="CreateReplayStorage" groups={GROUPS} initial={{ type: 's3' }} />));
    await waitFor(() => row(view.container, 'meta.ENDPOINT'));
    const legends = [...view.container.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).to.deep.equal(['S3']);
    const labels = ['meta.BUCKET', 'meta.ACCESS_KEY', 'meta.SECRET_KEY', 'meta.ENDPOINT'].map((name) => row(view.container, name)?.querySelector('label')?.textContent);
    expect(labels).to.deep.equal(['*Bucket', 'Access key id', 'Access key secret', '*Endpoint']);
    expect(inputIn(view.container, 'meta.SECRET_KEY')?.type).to.equal('password');
    expect(row(view.container, 'meta.ENDPOINT')?.textContent).to.include('s3.cn-north-1.amazonaws.com.cn');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('sends the sub-fields as one object, and shows the server’s errors on the sub-field they name', async () => {
    const name = unique();
    const bodies: Record<string, unknown>[] = [];
    const view = await render(
      freshCache(
        <ResourceForm
          url={S3}
          routeName="CreateReplayStorage"
          groups={GROUPS}
          initial={{ type: 's3' }}
          transformBody={(body) => (bodies.push(body), body)}
          onSuccess={() => undefined}
        />,
      ),
    );
    await waitFor(() => inputIn(view.container, 'meta.BUCKET'));
    typeInto(inputIn(view.container, 'name')!, name);
    typeInto(inputIn(view.container, 'meta.BUCKET')!, 'replays');
    typeInto(inputIn(view.container, 'meta.ENDPOINT')!, 'http://minio.example.com:9000/replays');
    await click(view.container.querySelector('button[type=submit]'));
    const error = await waitFor(() => row(view.container, 'meta.ENDPOINT')?.querySelector('[id$=-error]'));
    expect(error.textContent).to.equal('Endpoint invalid: remove path `/replays`');
    // What was left alone is not sent, in the object as beside it: the server applies its own defaults.
    expect(bodies[0]).to.deep.equal({ name, type: 's3', meta: { BUCKET: 'replays', ENDPOINT: 'http://minio.example.com:9000/replays' } });

    typeInto(inputIn(view.container, 'meta.ENDPOINT')!, 'http://minio.example.com:9000');
    await click(view.container.querySelector('button[type=submit]'));
    await flashed('Created successfully');
    const [stored] = await http.get<{ meta: unknown }[]>(STORAGES, { params: { name } });
    expect(stored?.meta).to.deep.equal({ BUCKET: 'replays', ENDPOINT: 'http://minio.example.com:9000' });
    await view.unmount();
  });

  it('starts an update from the object’s sub-values; a secret left empty is not sent', async () => {
    const name = unique();
    const made = await http.post<{ id: string }>(S3, { name, type: 's3', meta: { BUCKET: 'b1', ACCESS_KEY: 'AK', SECRET_KEY: 'kept', ENDPOINT: 'http://s3.example.com' } });
    const bodies: Record<string, unknown>[] = [];
    const view = await render(
      freshCache(
        <ResourceForm url={S3} routeName="ReplayStorageUpdate" id={made.id} groups={GROUPS} transformBody={(body) => (bodies.push(body), body)} onSuccess={() => undefined} />,
      ),
    );
    const bucket = await waitFor(() => inputIn(view.container, 'meta.BUCKET'));
    expect(bucket.value).to.equal('b1');
    expect(inputIn(view.container, 'meta.ACCESS_KEY')?.value).to.equal('AK');
    expect(inputIn(view.container, 'meta.SECRET_KEY')?.value).to.equal('');
    typeInto(bucket, 'b2');
    await click(view.container.querySelector('button[type=submit]'));
    await flashed('Updated successfully');
    expect(bodies[0]?.['meta']).to.deep.equal({ BUCKET: 'b2', ACCESS_KEY: 'AK', ENDPOINT: 'http://s3.example.com' });
    const saved = await http.get<{ meta: Record<string, unknown> }>(`${STORAGES}${made.id}/`);
    expect(saved.meta).to.deep.equal({ BUCKET: 'b2', ACCESS_KEY: 'AK', ENDPOINT: 'http://s3.example.com' });
    await view.unmount();
  });
});
