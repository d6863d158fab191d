// An Elasticsearch stand-in on a free local port, for the command-storage tests: its
// root answers as a cluster's does (name, version, tagline) to the one user it knows,
// by basic auth, and 401 as Elasticsearch's security does to anyone else.
import { createServer } from 'node:http';

/**
 * @param {{username: string, password: string, version?: string}} account the credentials it takes (changeable later) and its version
 * @returns {Promise<{address: string, account: {username: string, password: string}, authorizations: (string|undefined)[], close: () => Promise<void>}>}
 */
export async function startEsEndpoint({ username, password, version = '7.17.9' }) {
  const account = { username, password };
  const authorizations = [];
  const server = createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    const json = (status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`) {
      return json(401, { error: { type: 'security_exception', reason: 'unable to authenticate user' }, status: 401 });
    }
    if (req.url !== '/') return json(404, { error: { type: 'index_not_found_exception' }, status: 404 });
    return json(200, { name: 'es-lab', cluster_name: 'jumpserver', version: { number: version, lucene_version: '8.11.1' }, tagline: 'You Know, for Search' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    address: `127.0.0.1:${port}`,
    account,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
