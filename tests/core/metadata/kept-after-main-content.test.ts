import { expect } from 'chai';
import { loadLanguage } from '../../../src/core/i18n';
import { expectMainContent, markMainContentShown } from '../../../src/core/main-content';
import { loadMetadata, metadataKey } from '../../../src/core/metadata';
import { forgetKeptMetadata, readKeptMetadata } from '../../../src/core/metadata/kept-metadata';
import { signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

// A page of its own: the main content is expected once a page.
describe('a fresh OPTIONS answer kept between page loads', () => {
  before(async () => {
    await loadLanguage('en');
    await signIn('admin');
  });
  after(() => signOut());

  it('is written to storage only once the main content has shown, off the way to the rows', async () => {
    forgetKeptMetadata();
    expectMainContent(60_000);
    const meta = await loadMetadata('/api/v1/users/users/');
    expect(meta.actions.GET?.some((field) => field.name === 'username')).to.equal(true);
    await new Promise((done) => setTimeout(done, 100));
    const key = metadataKey('/api/v1/users/users/');
    expect(readKeptMetadata(key), 'not written while the main content is on its way').to.equal(undefined);

    markMainContentShown();
    await waitFor(() => readKeptMetadata(key) !== undefined);
    expect(readKeptMetadata(key)?.actions?.GET).to.have.property('username');
  });
});
