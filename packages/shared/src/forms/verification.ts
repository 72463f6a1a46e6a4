import { z } from 'zod';
import { errorKey } from './form-error.js';
import { choiceSchema } from './field.js';
import { uploadedFilesSchema } from './files.js';

/** The documents verification asks for (SPEC.md section 5), in the order the screen lists them. */
export const VERIFICATION_DOCUMENT_KINDS = [
  'idWithPhoto',
  'proofOfAddress',
  'proofOfPayment',
  'otherDocument',
] as const;
export const verificationDocumentKindSchema = choiceSchema(VERIFICATION_DOCUMENT_KINDS);
export type VerificationDocumentKind = z.infer<typeof verificationDocumentKindSchema>;

/** One document's upload: which document, and its files. */
export const verificationUploadSchema = z.object(
  { kind: verificationDocumentKindSchema, files: uploadedFilesSchema },
  { error: errorKey('errors.required') },
);
export type VerificationUpload = z.infer<typeof verificationUploadSchema>;
