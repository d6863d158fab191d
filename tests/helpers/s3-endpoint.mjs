// An S3-compatible endpoint on a free local port, for the replay-storage tests: it
// checks each request's Signature V4 against the one account it knows and keeps the
// objects of its one bucket, answering errors as S3 does (an XML Code and Message).
import { createServer } from 'node:http';
import { signV4 } from '../../server/terminal/storage-probes.mjs';

const xmlError = (code, message) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * @param {{bucket: string, accessKey: string, secretKey: string, region?: string}} account
 * @returns {Promise<{url: string, objects: Map<string, Buffer>, requests: {method: string, path: string}[], close: () => Promise<void>}>}
 */
export async function startS3Endpoint({ bucket, accessKey, secretKey, region = 'us-east-1' }) {
  const objects = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      requests.push({ method: req.method ?? '', path: url.pathname });
      const fail = (status, code, message) => res.writeHead(status, { 'Content-Type': 'application/xml' }).end(xmlError(code, message));
      const credential = /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ''))?.[1];
      if (credential !== accessKey) return fail(403, 'InvalidAccessKeyId', 'The Access Key Id you provided does not exist in our records.');
      const date = String(req.headers['x-amz-date']);
      const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
      const expected = signV4({ method: req.method ?? '', url, body: req.method === 'PUT' ? body : '', accessKey, secretKey, region, now });
      if (expected.authorization !== req.headers.authorization)
        return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      const [, name, ...key] = url.pathname.split('/');
      if (name !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') objects.set(key.join('/'), body);
      else if (req.method === 'DELETE') objects.delete(key.join('/'));
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
