import type { CurrencyCode } from '@casino/shared';

// What the account feature's modals take (declared in ModalDataMap by feature.ts).

export interface ChangeCurrencyData {
  /** The currency the player asked to make the account's. */
  currency: CurrencyCode;
}

export interface ImagePreviewData {
  /** The file's name: the dialog's title. */
  name: string;
  /** Where the browser reads it (an object URL of the chosen file). */
  url: string;
  /** Whether it is an image (a PDF is named, not shown). */
  isImage: boolean;
}
