import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isStorageKey, type TStorage } from './storage-types';

export type TS3Options = {
  bucket: string;
  /** Unset for AWS itself; the service's address for MinIO, Cloudflare R2, Wasabi and the like. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several installations; ends with a slash. */
  prefix: string;
};

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchKey';
}

/** Files in an S3-compatible bucket, through the AWS SDK (which signs every request with SigV4). */
export function createS3Storage(options: TS3Options): TStorage & { close: () => void } {
  const s3 = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default extra checksums are refused by several S3-compatible services; S3 itself
    // needs them only for the operations that require them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${options.prefix}${key}`;
  };

  /** A stream handed out at once, filled when the object's bytes arrive; closing it early aborts them. */
  function streamObject(Key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    const abort = new AbortController();
    out.on('close', () => abort.abort());
    s3.send(
      new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      { abortSignal: abort.signal },
    ).then(
      (answer) => {
        const body = answer.Body;
        if (!(body instanceof Readable)) {
          out.destroy(new Error('The storage service sent no body'));
          return;
        }
        body.on('error', (err) => out.destroy(err));
        out.on('close', () => body.destroy());
        body.pipe(out);
      },
      (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
    );
    return out;
  }

  return {
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const Key = objectKey(key);
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, stream: (range) => streamObject(Key, range) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (err) {
        // S3 answers 204 for a missing object; some compatible services answer 404 instead.
        if (!isNotFound(err)) throw err;
      }
    },
    /** Ends the client's kept-alive connections. */
    close: () => s3.destroy(),
  };
}
