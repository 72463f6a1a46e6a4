import { MAX_FILE_BYTES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { addChosenFiles, type ChosenFile } from './verification-files.js';

const png = (name: string, size = 1000): ChosenFile => ({ name, type: 'image/png', size });

describe('addChosenFiles', () => {
  it('takes the allowed types under 5 MB', () => {
    const added = [
      png('id.png'),
      { name: 'bill.pdf', type: 'application/pdf', size: 10 },
      { name: 'card.JPG', type: 'image/jpeg', size: 10 },
      { name: 'scan.bmp', type: 'image/bmp', size: 10 },
      png('largest.png', MAX_FILE_BYTES - 1),
    ];
    expect(addChosenFiles([], added)).toEqual({ files: added, refusals: [] });
  });

  it('refuses a file of 5 MB or more with its message', () => {
    const result = addChosenFiles([], [png('big.png', MAX_FILE_BYTES), png('ok.png')]);
    expect(result.files.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.refusals).toMatchObject([{ name: 'big.png', key: 'errors.imageTooLarge' }]);
  });

  it('refuses another type, an empty file and a type that does not match its name', () => {
    const result = addChosenFiles(
      [],
      [
        { name: 'cat.gif', type: 'image/gif', size: 10 },
        png('empty.png', 0),
        { name: 'renamed.png', type: 'application/pdf', size: 10 },
      ],
    );
    expect(result.files).toEqual([]);
    expect(result.refusals.map((refusal) => refusal.key)).toEqual([
      'errors.imageFormat',
      'errors.imageFormat',
      'errors.imageFormat',
    ]);
  });

  it('keeps a submission under 20 files', () => {
    const current = Array.from({ length: 18 }, (_, index) => png(`${index}.png`));
    const result = addChosenFiles(current, [png('19.png'), png('20.png')]);
    expect(result.files).toHaveLength(19);
    expect(result.refusals).toEqual([
      { name: '20.png', key: 'errors.fewerPhotos', values: { count: 20 } },
    ]);
  });
});
