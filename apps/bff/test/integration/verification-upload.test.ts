// The verification upload end to end: a listening BFF over its in-process mock world, a browser
// signed in through tRPC, multipart bodies sent with fetch as the SPA's FormData would be.
import { MAX_FILE_BYTES } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_UPLOAD_PATH } from '../../src/plugins/app/verification-upload.js';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff, upstreamCalls } from '../support/bff.js';
import { signIn, type SignedIn } from '../support/players.js';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UPLOAD_ROUTE = 'POST /casino/me/verification/files';
const SUBMIT_ROUTE = 'POST /casino/me/verification/documents';

/** A PNG-looking file of `size` bytes (its signature, then zeros). */
function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new Blob([bytes], { type: 'image/png' });
}

function form(kind: string | null, files: { blob: Blob; name: string }[]): FormData {
  const data = new FormData();
  if (kind !== null) data.append('kind', kind);
  for (const file of files) data.append('files', file.blob, file.name);
  return data;
}

interface UploadAnswer {
  status?: { kycStatus: string; documents: { kind: string; status: string; files: number }[] };
  error?: { messageKey: string; values: Record<string, unknown>; domainCode: string | null };
}

const running: RunningServer[] = [];
let url: string;
let player: SignedIn;

beforeAll(async () => {
  ({ url } = await startTestBff(running));
  player = await signIn(url, 'unverified');
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

async function upload(body: FormData, headers: Record<string, string> = {}, as = player) {
  const response = await as.browser.fetch(`${url}${VERIFICATION_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { origin: url, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

describe('verification upload', () => {
  it('forwards a valid submission and shows the document pending', async () => {
    const answer = await upload(
      form('proofOfAddress', [
        { blob: png(2_000), name: 'bill.png' },
        {
          blob: new Blob([Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], {
            type: 'application/pdf',
          }),
          name: 'bill-2.PDF',
        },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.status?.documents).toContainEqual(
      expect.objectContaining({ kind: 'proofOfAddress', status: 'pending', files: 2 }),
    );
    const status = await player.client.account.verification.query();
    expect(status.kycStatus).toBe('not_verified');
    expect(status.documents.find((doc) => doc.kind === 'proofOfAddress')?.status).toBe('pending');
    expect(status.documents.find((doc) => doc.kind === 'idWithPhoto')?.status).toBe('missing');
    const calls = await upstreamCalls(url);
    expect(calls[UPLOAD_ROUTE]).toBe(2);
    expect(calls[SUBMIT_ROUTE]).toBe(1);
  });

  it('takes a file one byte under 5 MB and cuts off one of exactly 5 MB while streaming', async () => {
    const under = await upload(
      form('idWithPhoto', [{ blob: png(MAX_FILE_BYTES - 1), name: 'id.png' }]),
    );
    expect(under.status).toBe(201);

    await qa(url, 'POST', '/reset');
    const over = await upload(
      form('idWithPhoto', [
        { blob: png(MAX_FILE_BYTES), name: 'id.png' },
        { blob: png(100), name: 'second.png' },
      ]),
    );
    expect(over.status).toBe(413);
    expect(over.body.error?.messageKey).toBe('errors.imageTooLarge');
    // Nothing of the refused submission reaches the casino's documents.
    const calls = await upstreamCalls(url);
    expect(calls[UPLOAD_ROUTE]).toBeUndefined();
    expect(calls[SUBMIT_ROUTE]).toBeUndefined();
  });

  it('refuses a wrong type by extension, by declared type and by content', async () => {
    const byName = await upload(form('otherDocument', [{ blob: png(100), name: 'doc.gif' }]));
    expect(byName.status).toBe(415);
    expect(byName.body.error?.messageKey).toBe('errors.imageFormat');

    const byType = await upload(
      form('otherDocument', [
        { blob: new Blob([png(100)], { type: 'text/html' }), name: 'doc.png' },
      ]),
    );
    expect(byType.body.error?.messageKey).toBe('errors.imageFormat');

    const byContent = await upload(
      form('otherDocument', [
        { blob: new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), name: 'doc.png' },
      ]),
    );
    expect(byContent.status).toBe(415);
    expect(byContent.body.error?.messageKey).toBe('errors.imageFormat');
    expect((await upstreamCalls(url))[SUBMIT_ROUTE]).toBeUndefined();
  });

  it('takes 19 files and refuses 20 with the count in the message', async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        blob: png(64),
        name: `page-${String(index)}.png`,
      }));
    const nineteen = await upload(form('proofOfPayment', files(19)));
    expect(nineteen.status).toBe(201);
    expect(nineteen.body.status?.documents).toContainEqual(
      expect.objectContaining({ kind: 'proofOfPayment', files: 19 }),
    );

    await qa(url, 'POST', '/reset');
    const twenty = await upload(form('proofOfPayment', files(20)));
    expect(twenty.status).toBe(413);
    expect(twenty.body.error).toMatchObject({
      messageKey: 'errors.fewerPhotos',
      values: { count: 20 },
    });
    expect((await upstreamCalls(url))[SUBMIT_ROUTE]).toBeUndefined();

    // Past the parser's own file limit the answer is the same.
    const many = await upload(form('proofOfPayment', files(25)));
    expect(many.status).toBe(413);
    expect(many.body.error?.messageKey).toBe('errors.fewerPhotos');
  });

  it('needs one of the four document kinds before the files, and at least one file', async () => {
    const missing = await upload(form(null, [{ blob: png(64), name: 'a.png' }]));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.messageKey).toBe('errors.required');

    const unknown = await upload(form('passport', [{ blob: png(64), name: 'a.png' }]));
    expect(unknown.status).toBe(400);

    const twice = form('idWithPhoto', []);
    twice.append('kind', 'otherDocument');
    twice.append('files', png(64), 'a.png');
    const second = await upload(twice);
    expect(second.status).toBe(400);
    expect(second.body.error?.messageKey).toBe('errors.required');

    const empty = await upload(form('idWithPhoto', []));
    expect(empty.status).toBe(400);
    expect(empty.body.error?.messageKey).toBe('errors.required');
  });

  it('refuses a foreign Origin and a request without a session before reading the body', async () => {
    const foreign = await upload(form('idWithPhoto', [{ blob: png(64), name: 'a.png' }]), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.messageKey).toBe('errors.accessDenied');

    const response = await fetch(`${url}${VERIFICATION_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { origin: url },
      body: form('idWithPhoto', [{ blob: png(64), name: 'a.png' }]),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as UploadAnswer).error?.messageKey).toBe('errors.unauthorized');
    expect((await upstreamCalls(url))[UPLOAD_ROUTE]).toBeUndefined();
  });
});
