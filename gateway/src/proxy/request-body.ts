import type { IncomingMessage } from 'node:http';
import { ErrorCode } from '@stillframe/contracts';
import { AppException, bodyStalled } from '@stillframe/server-kit';

export interface RequestBody {
  /** The exact bytes received, forwarded as they are (Stripe signs them). */
  raw?: Buffer;
  parsed: unknown;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const readable = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** 413 naming the limit. */
const tooLarge = (limit: number): AppException => {
  const message = `Request body is larger than the ${readable(limit)} this route accepts`;
  return new AppException(ErrorCode.payloadTooLarge, message, [{ field: 'body', message }]);
};

/**
 * Reads a JSON request body of at most `limit` bytes. A declared Content-Length over the limit is
 * refused before a byte is read; a chunked body is counted while it streams and refused as soon as it
 * passes the limit, so an oversized body never sits in memory (what follows is read and dropped). A limit of 0 reads nothing, and so
 * does a body that is not JSON (the services accept JSON only, as the contracts say). A body that sends
 * nothing for `idleMs` is cut with a 408 (the whole request's deadline is Node's, in createApp).
 */
export async function readJsonBody(req: IncomingMessage, limit: number, idleMs = 0): Promise<RequestBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (limit === 0 || !JSON_TYPE.test(contentType)) return { parsed: undefined };
  assertReadableEncoding(contentType, req.headers['content-encoding']);
  if (Number(req.headers['content-length']) > limit) throw tooLarge(limit);
  const raw = await collect(req, limit, idleMs);
  if (raw.length === 0) return { parsed: undefined };
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new AppException(ErrorCode.unsupportedMediaType, 'Request bodies must be UTF-8 JSON');
  }
  try {
    return { raw, parsed: JSON.parse(text) };
  } catch {
    throw new AppException(ErrorCode.invalidJson, 'Request body is not valid JSON');
  }
}

/** Bodies are UTF-8 JSON, sent as they are: another charset or a compressed body is named in a 415. */
function assertReadableEncoding(contentType: string, contentEncoding: string | undefined): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    throw new AppException(
      ErrorCode.unsupportedMediaType,
      `Request bodies must be UTF-8 JSON; the charset ${charset.toUpperCase()} is not supported`,
    );
  }
  if (contentEncoding && !/^identity$/i.test(contentEncoding.trim())) {
    throw new AppException(
      ErrorCode.unsupportedMediaType,
      `The content encoding ${contentEncoding} is not supported`,
    );
  }
}

function collect(req: IncomingMessage, limit: number, idleMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let idle: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(idle);
      if (idleMs > 0) idle = setTimeout(onStalled, idleMs);
    };
    const onStalled = () => {
      stop();
      chunks.length = 0;
      // Answered with `connection: close`: the socket goes once the 408 is out.
      reject(bodyStalled(idleMs));
    };
    const stop = () => {
      clearTimeout(idle);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCut);
      req.off('close', onCut);
    };
    const onData = (chunk: Buffer) => {
      watch();
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      // The rest is read and dropped: closing the connection now would reset it under the client,
      // which might then never see the answer.
      req.resume();
      chunks.length = 0;
      reject(tooLarge(limit));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onCut = () => {
      stop();
      reject(new AppException(ErrorCode.validationFailed, 'The request body was not received in full'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onCut);
    req.on('close', onCut);
    watch();
  });
}
