import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests, on a free loopback port: path-style PUT, GET (with Range),
 * HEAD and DELETE of objects, S3's XML errors, and a full AWS Signature Version 4 check of every
 * request against the one access key it knows. The product talks to it through the real AWS SDK.
 */
export type TFakeS3 = {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Object keys as stored in the bucket (with any prefix) and their bytes. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request that reached the server, in order, after its signature was checked. */
  requests: { method: string; key: string; range?: string }[];
  close: () => Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: ServerResponse, status: number, code: string, message: string, key?: string) {
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
    `${key ? `<Key>${key}</Key>` : ''}<RequestId>fake</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Why the request's signature is not acceptable, or null when it is. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'no AWS SigV4 Authorization header';
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== creds.accessKeyId) return 'unknown access key';
  if (region !== creds.region) return 'wrong region in the credential scope';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return 'no x-amz-content-sha256 header';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';

  const [path = '/', query = ''] = (req.url ?? '/').split('?', 2);
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2);
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map((name) => {
      const raw = req.headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature mismatch';
}

export async function startFakeS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<TFakeS3> {
  const bucket = options.bucket ?? 'undangin-test';
  const creds = {
    accessKeyId: options.accessKeyId ?? 'TESTACCESSKEY0001',
    secretAccessKey: options.secretAccessKey ?? 'test-secret-access-key-0123456789',
    region: options.region ?? 'us-east-1',
  };
  const objects: TFakeS3['objects'] = new Map();
  const requests: TFakeS3['requests'] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const problem = signatureProblem(req, body, creds);
    if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem);
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const [, bucketName = '', ...rest] = path.split('/');
    if (bucketName !== bucket)
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = rest.map(decodeURIComponent).join('/');
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'Only object requests are supported');
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    requests.push({ method: req.method ?? '', key, ...(range ? { range } : {}) });

    const found = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        if (req.headers['content-encoding']?.includes('aws-chunked')) {
          return xmlError(res, 400, 'NotImplemented', 'aws-chunked uploads are not supported');
        }
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"`, 'content-length': 0 });
        return res.end();
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      case 'HEAD':
      case 'GET': {
        if (!found) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', key);
        }
        const size = found.body.length;
        const headers: Record<string, string | number> = {
          'content-type': found.contentType,
          etag: `"${sha256(found.body).slice(0, 32)}"`,
          'accept-ranges': 'bytes',
          'last-modified': new Date(0).toUTCString(),
        };
        const wanted = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
        if (range && !wanted) return xmlError(res, 400, 'InvalidArgument', 'Unsupported Range header');
        if (wanted) {
          const start = Number(wanted[1]);
          const end = Math.min(wanted[2] ? Number(wanted[2]) : size - 1, size - 1);
          if (start >= size || start > end) {
            return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
          }
          const part = found.body.subarray(start, end + 1);
          res.writeHead(206, {
            ...headers,
            'content-range': `bytes ${start}-${end}/${size}`,
            'content-length': part.length,
          });
          return res.end(req.method === 'GET' ? part : undefined);
        }
        res.writeHead(200, { ...headers, 'content-length': size });
        return res.end(req.method === 'GET' ? found.body : undefined);
      }
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The method is not allowed');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(err));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...creds,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
