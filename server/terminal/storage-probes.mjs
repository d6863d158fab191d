// A storage's connection test talks to the storage for real, as jms_storage does:
// a small object written then deleted (S3-compatible services signed with AWS
// Signature V4, Azure with its shared key), an Elasticsearch host pinged. The
// answer says what failed: the service's own error code, or the network's.
import { createHash, createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

const TIMEOUT_MS = 5000;
// CommandStorage.save() pings its cluster with ping(timeout=3).
const SAVE_PING_MS = 3000;
const TEST_OBJECT = 'tests.py';
const TEST_BODY = Buffer.from('# Written and deleted by the JumpServer storage connectivity test\n');

/**
 * One HTTP exchange with a deadline.
 * @param {{ method: string, url: URL, headers?: Record<string, string>, body?: any, insecure?: boolean, timeout?: number }} request
 * @returns {Promise<{status: number, text: string}>}
 */
function send({ method, url, headers = {}, body, insecure = false, timeout = TIMEOUT_MS }) {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers, rejectUnauthorized: !insecure }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.setTimeout(timeout, () => request.destroy(new Error(`Connection to ${url.host} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** AWS Signature Version 4 headers for one S3 request. */
export function signV4({ method, url, body = '', accessKey, secretKey, region, now = new Date() }) {
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body);
  const headers = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...url.searchParams]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const canonical = [method, url.pathname, canonicalQuery, names.map((name) => `${name}:${headers[name]}\n`).join(''), names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${secretKey}`, day), region));
  const signature = createHmac('sha256', signingKey)
    .update(['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n'))
    .digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}

/** The region an endpoint names (s3.cn-north-1.amazonaws.com.cn), else the one S3 assumes. */
function regionOf(meta, url) {
  if (meta.REGION) return String(meta.REGION);
  return /(?:^|\.)s3[.-]([a-z]{2}(?:-[a-z]+)+-\d)\./.exec(url.hostname)?.[1] ?? 'us-east-1';
}

/** An endpoint written without a scheme (OBS's `obs.<region>.myhuaweicloud.com`) is reached over HTTPS. */
function endpointUrl(endpoint, protocol = 'https') {
  const text = String(endpoint ?? '').trim();
  return new URL(/^[a-z][\w+.-]*:\/\//i.test(text) ? text : `${protocol}://${text}`);
}

/** `<Code>` and `<Message>` of an S3 or Azure error body. */
function serviceError({ status, text }) {
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]?.split('\n')[0];
  return [`HTTP ${status}`, code, message].filter(Boolean).join(' ');
}

async function writeAndDelete(requests) {
  for (const request of requests) {
    const answer = await send(request());
    if (answer.status < 200 || answer.status >= 300) return { ok: false, reason: serviceError(answer) };
  }
  return { ok: true };
}

function testBucket(meta) {
  const base = endpointUrl(meta.ENDPOINT, meta.PROTOCOL);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(String(meta.BUCKET ?? ''))}/${TEST_OBJECT}`, base);
  const signed = (method, body) => {
    const headers = meta.ACCESS_KEY ? signV4({ method, url, body, accessKey: String(meta.ACCESS_KEY), secretKey: String(meta.SECRET_KEY ?? ''), region: regionOf(meta, url) }) : {};
    return { method, url, headers: { ...headers, 'content-length': String(body?.length ?? 0) }, body };
  };
  return writeAndDelete([() => signed('PUT', TEST_BODY), () => signed('DELETE', undefined)]);
}

/**
 * Azure Blob storage's SharedKey authorization of one request.
 * @param {{ method: string, url: URL, account: string, key: string, contentLength?: number, date?: Date }} request
 */
export function signAzure({ method, url, account, key, contentLength, date = new Date() }) {
  const headers = { 'x-ms-date': date.toUTCString(), 'x-ms-version': '2020-04-08', ...(method === 'PUT' ? { 'x-ms-blob-type': 'BlockBlob' } : {}) };
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');
  const toSign = [method, '', '', contentLength ? String(contentLength) : '', '', '', '', '', '', '', '', '', `${canonicalHeaders}/${account}${url.pathname}`].join('\n');
  const signature = createHmac('sha256', Buffer.from(key, 'base64')).update(toSign).digest('base64');
  return { ...headers, authorization: `SharedKey ${account}:${signature}`, 'content-length': String(contentLength ?? 0) };
}

function testAzure(meta) {
  const account = String(meta.ACCOUNT_NAME ?? '');
  const url = new URL(`https://${account}.blob.${meta.ENDPOINT_SUFFIX ?? 'core.chinacloudapi.cn'}/${encodeURIComponent(String(meta.CONTAINER_NAME ?? ''))}/${TEST_OBJECT}`);
  const key = String(meta.ACCOUNT_KEY ?? '');
  return writeAndDelete([
    () => ({ method: 'PUT', url, body: TEST_BODY, headers: signAzure({ method: 'PUT', url, account, key, contentLength: TEST_BODY.length }) }),
    () => ({ method: 'DELETE', url, headers: signAzure({ method: 'DELETE', url, account, key }) }),
  ]);
}

/**
 * The root of the first Elasticsearch host that answers (the cluster's ping and info), the host's credentials sent as basic auth.
 * @returns {Promise<{ok: true, info: any} | {ok: false, reason: string}>}
 */
async function elasticsearchRoot(meta, timeout = TIMEOUT_MS) {
  let reason = 'No hosts';
  for (const host of Array.isArray(meta.HOSTS) ? meta.HOSTS : []) {
    try {
      const url = new URL(String(host));
      const auth = url.username ? { authorization: `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}` } : {};
      url.username = '';
      url.password = '';
      const answer = await send({ method: 'GET', url, headers: auth, insecure: Boolean(meta.IGNORE_VERIFY_CERTS), timeout });
      if (answer.status >= 200 && answer.status < 300) return { ok: true, info: parsed(answer.text) };
      reason = `${url.host}: HTTP ${answer.status}`;
    } catch (error) {
      reason = error.message;
    }
  }
  return { ok: false, reason };
}

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function testElasticsearch(meta) {
  const root = await elasticsearchRoot(meta);
  return root.ok ? { ok: true } : root;
}

/**
 * What JumpServer's CommandStorage.save() refuses an Elasticsearch storage for (its ES client pings the cluster and
 * reads its version): `invalid_elasticsearch` when no host answers, `not_support_elasticsearch8` for an 8.x cluster; null to save.
 * @returns {Promise<'invalid_elasticsearch' | 'not_support_elasticsearch8' | null>}
 */
export async function elasticsearchRefusal(meta) {
  const root = await elasticsearchRoot(meta, SAVE_PING_MS);
  if (!root.ok) return 'invalid_elasticsearch';
  const major = String(root.info?.version?.number ?? '').split('.')[0];
  if (!major) return 'invalid_elasticsearch';
  return major === '8' ? 'not_support_elasticsearch8' : null;
}

/**
 * Tests a storage as its component would use it.
 * @param {'replay'|'command'} kind @param {string} type @param {Record<string, any>} meta
 * @returns {Promise<{ok: boolean, reason?: string}>}
 */
export async function testStorage(kind, type, meta) {
  // Local storages are always there.
  if (type === 'null' || type === 'server') return { ok: true };
  try {
    if (kind === 'command') return type === 'es' ? await testElasticsearch(meta) : { ok: false, reason: `Command storage \`${type}\` not support` };
    return type === 'azure' ? await testAzure(meta) : await testBucket(meta);
  } catch (error) {
    return { ok: false, reason: error.message };
  }
}
