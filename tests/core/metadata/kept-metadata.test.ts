import { expect } from 'chai';
import { DEFAULT_ORG_ID, KEPT_METADATA_MAX_CHARS, STORAGE_KEYS } from '../../../src/core/constants';
import { createHttpClient, http } from '../../../src/core/http';
import { loadLanguage } from '../../../src/core/i18n';
import { expectMainContent, markMainContentShown } from '../../../src/core/main-content';
import { clearMetadataCache, loadMetadata, metadataKey, onMetadataRevalidated, type ResourceMeta } from '../../../src/core/metadata';
import { keepMetadata, readKeptMetadata } from '../../../src/core/metadata/kept-metadata';
import { publicSettings, setPublicSettings } from '../../../src/core/public-settings';
import { setSessionStatus, signInRequired } from '../../../src/core/session/status';
import { loadProfile } from '../../../src/core/session/load-profile';
import { sessionStore, setCurrentOrg, setProfile } from '../../../src/core/session/store';
import { loginAs } from '../../helpers/session';
import { signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

const USERS_URL = '/api/v1/users/users/';
const GROUPS_URL = '/api/v1/users/groups/';

/** A client that writes down every request it sends. */
function countingClient() {
  const asked: string[] = [];
  const client = createHttpClient({
    orgId: () => sessionStore.getState().currentOrg?.id,
    fetch: (input, init) => {
      asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    },
  });
  return { asked, client };
}

/** Another user signs in on the same browser, whose storage stays as it is. */
async function switchUser(username: string): Promise<void> {
  await loginAs(username);
  const { profile, extra } = await loadProfile(http);
  setProfile(profile, extra);
}

const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_KEYS.keptMetadata));

describe('OPTIONS answers kept between page loads', () => {
  before(() => loadLanguage('en'));
  beforeEach(async () => {
    await signIn('admin');
    clearMetadataCache();
  });
  afterEach(async () => {
    await loadLanguage('en');
    await signOut();
  });

  it('a new page load shows the kept answer without asking, and asks again only once its main content has shown', async () => {
    const { asked, client } = countingClient();
    const first = await loadMetadata(USERS_URL, client);
    expect(asked).to.deep.equal([`OPTIONS ${USERS_URL}?draw=1&display=1`]);

    // The next page load: its main content is on its way.
    expectMainContent(60_000);
    clearMetadataCache();
    const again = await loadMetadata(USERS_URL, client);
    expect(again).to.deep.equal(first);
    await new Promise((done) => setTimeout(done, 200));
    expect(asked).to.have.length(1, 'nothing asked before the main content shows');

    markMainContentShown();
    await waitFor(() => asked.length === 2);
    expect(asked[1]).to.equal(`OPTIONS ${USERS_URL}?draw=1&display=1`);
  });

  it('is read only by the same user, language, organization and server version', async () => {
    await loadMetadata(USERS_URL);
    const key = metadataKey(USERS_URL);
    expect(readKeptMetadata(key)?.actions?.GET).to.have.property('username');

    setCurrentOrg({ id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_root: true });
    expect(readKeptMetadata(metadataKey(USERS_URL)), 'another organization').to.equal(undefined);
    setCurrentOrg({ id: DEFAULT_ORG_ID, name: 'DEFAULT' });

    await loadLanguage('zh');
    expect(readKeptMetadata(metadataKey(USERS_URL)), 'another language').to.equal(undefined);
    await loadLanguage('en');

    const settings = publicSettings();
    setPublicSettings({ ...settings, INTERFACE: { ...settings.INTERFACE, version: 'v9.9.9' } });
    expect(readKeptMetadata(key), 'another server version').to.equal(undefined);
    setPublicSettings(settings);
    expect(readKeptMetadata(key), 'the same again').to.not.equal(undefined);

    await switchUser('auditor');
    expect(readKeptMetadata(key), 'another user').to.equal(undefined);
    await loadMetadata(GROUPS_URL);
    await switchUser('admin');
    expect(readKeptMetadata(key), "another user's first answer made room for theirs").to.equal(undefined);
  });

  it('is forgotten when the server says nobody is signed in', async () => {
    await loadMetadata(USERS_URL);
    expect(keptKeys()).to.have.length(2, 'the index and one answer');
    signInRequired('/core/auth/login/');
    expect(keptKeys()).to.deep.equal([]);
    setSessionStatus('idle');
  });

  it('keeps within its budget, the least recently used answers out first', () => {
    const big = (name: string) => ({ name, actions: { GET: { field: { type: 'string', help_text: name.repeat(KEPT_METADATA_MAX_CHARS * 0.4) } } } });
    keepMetadata('a', big('a'));
    keepMetadata('b', big('b'));
    expect(readKeptMetadata('a')?.name).to.equal('a');
    keepMetadata('c', big('c'));
    expect(readKeptMetadata('b'), 'b had waited longest since its last use').to.equal(undefined);
    expect(readKeptMetadata('a')?.name).to.equal('a');
    expect(readKeptMetadata('c')?.name).to.equal('c');
    keepMetadata('huge', big('huge'.repeat(3)));
    expect(readKeptMetadata('huge'), 'an answer over the whole budget is not kept').to.equal(undefined);
  });

  it('an answer the server has since changed is replaced, where it is kept and where it shows', async () => {
    const key = metadataKey(USERS_URL);
    keepMetadata(key, { name: 'Stale', actions: { GET: { username: { type: 'string', label: 'Old label' } } } });
    const heard: ResourceMeta[] = [];
    const stop = onMetadataRevalidated((changed, meta) => void (changed === key && heard.push(meta)));
    try {
      const stale = await loadMetadata(USERS_URL);
      expect(stale.actions.GET?.find((field) => field.name === 'username')?.label).to.equal('Old label');
      await waitFor(() => heard.length === 1);
      expect(heard[0]?.actions.GET?.find((field) => field.name === 'username')?.label).to.equal('Username');
      expect(readKeptMetadata(key)?.actions?.GET?.['username']?.label).to.equal('Username');
      expect((await loadMetadata(USERS_URL)).actions.GET?.find((field) => field.name === 'username')?.label).to.equal('Username');
    } finally {
      stop();
    }
  });
});
