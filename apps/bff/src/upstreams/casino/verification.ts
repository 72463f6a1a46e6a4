import {
  verificationStatusSchema,
  type VerificationDocumentKind,
  type VerificationStatus,
} from '@casino/shared';
import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import { verificationFileSchema, type VerificationFile } from '@casino/upstream-contract';
import type { CasinoUpstream } from './shared.js';

export function verificationCalls({ http, mapped }: CasinoUpstream) {
  return {
    verification: (token: string, context?: UpstreamCallContext): Promise<VerificationStatus> =>
      mapped(
        http.get('/me/verification', verificationStatusSchema, requestOptions(context, { token })),
      ),

    /** Stores one checked file; a submission attaches it by its id. */
    uploadVerificationFile: (
      token: string,
      file: { name: string; type: string; bytes: Uint8Array },
      context?: UpstreamCallContext,
    ): Promise<VerificationFile> =>
      mapped(
        http.postBytes(
          '/me/verification/files',
          file.bytes,
          file.type,
          verificationFileSchema,
          requestOptions(context, { token, query: { name: file.name } }),
        ),
      ),

    /** Submits one document with the files stored for it. */
    submitVerification: (
      token: string,
      kind: VerificationDocumentKind,
      fileIds: readonly string[],
      context?: UpstreamCallContext,
    ): Promise<VerificationStatus> =>
      mapped(
        http.post(
          '/me/verification/documents',
          { kind, fileIds },
          verificationStatusSchema,
          requestOptions(context, { token }),
        ),
      ),
  };
}
