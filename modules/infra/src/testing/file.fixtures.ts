import type { TestApp } from '@dha/testing';
import { randomBytes } from 'node:crypto';

/** A 1×1 PNG and a small JPEG's signature: real image bytes for uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body of one file part (and text fields) as a browser sends it. */
export function multipartBody(file: { name: string; content: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----dha${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `POST /infra/file/upload` of one file; answers the envelope. */
export async function uploadFile(
  t: TestApp,
  token: string,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: string | null }> {
  const { payload, contentType } = multipartBody(file, fields);
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.config.API_PREFIX}/infra/file/upload`,
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '1', 'content-type': contentType },
    payload,
  });
  return JSON.parse(response.body) as { code: number; msg: string; data: string | null };
}

/** GET a file URL the API answered (relative to the server), without a token, as a visitor's browser would. */
export async function fetchFile(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    body: response.rawPayload,
    headers: response.headers,
  };
}
