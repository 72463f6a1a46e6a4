import {
  MAX_IMAGES_EXCLUSIVE,
  uploadedFileSchema,
  validateForm,
  type MessageKey,
} from '@casino/shared';

/** What the rules read of a chosen file (a DOM File has it). */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export interface FileRefusal {
  name: string;
  key: MessageKey;
  values: Record<string, string | number>;
}

/**
 * The files a player adds to a document's submission, checked before any upload with the shared
 * rules the BFF applies again: the type (png, jpeg, jpg, pdf, bmp with a type that matches its
 * name), under 5 MB, and fewer than 20 in the submission. Those that pass join the list; each
 * other one is refused with its message.
 */
export function addChosenFiles<F extends ChosenFile>(
  current: readonly F[],
  added: readonly F[],
): { files: F[]; refusals: FileRefusal[] } {
  const files = [...current];
  const refusals: FileRefusal[] = [];
  for (const file of added) {
    const checked = validateForm(uploadedFileSchema, {
      name: file.name,
      type: file.type,
      size: file.size,
    });
    const error = checked.errors[0];
    if (error !== undefined) {
      refusals.push({ name: file.name, key: error.key, values: error.values });
    } else if (files.length + 1 >= MAX_IMAGES_EXCLUSIVE) {
      refusals.push({
        name: file.name,
        key: 'errors.fewerPhotos',
        values: { count: MAX_IMAGES_EXCLUSIVE },
      });
    } else {
      files.push(file);
    }
  }
  return { files, refusals };
}
