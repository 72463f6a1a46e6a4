import type { CurrencyCode, FillableProfileField } from '@casino/shared';

// What the payments feature's modals take (declared in ModalDataMap by feature.ts).

export interface PaymentCompletedData {
  amount: number;
  currency: CurrencyCode;
}

export interface FormFieldsData {
  /** The payment method that needs the fields, named in the lead. */
  methodName: string;
  /** The fields it needs that the player lacks, in the profile form's order. */
  fields: FillableProfileField[];
}
