// Texts of the billing screens (Ledger, Ledger details, Payments) that the spec does
// not quote: fallbacks, empty states, toasts and hints. Screens and tests share them.

export const BILLING_TEXTS = {
  fallbacks: {
    ledger: 'Failed to fetch ledger',
    invoice: 'Failed to fetch invoice',
    exportCsv: 'Failed to export CSV',
    downloadPdf: 'Failed to download invoice',
    paymentSettings: 'Failed to fetch payment settings',
    savePaymentSettings: 'Failed to save payment settings',
    payments: 'Failed to fetch payments',
  },
  toasts: {
    exported: 'Ledger exported.',
    downloaded: (invoiceId: string) => `Invoice ${invoiceId} downloaded.`,
    paymentSettingsSaved: 'Payment preferences saved.',
  },
  empty: {
    ledger:
      'No invoices yet. Invoices appear here when you complete an appointment with Save & Invoice.',
    ledgerFiltered: 'No invoices match these filters.',
    ledgerHistory: 'No other invoices for this patient.',
    payments: 'No payments received yet. Advances paid online and their refunds appear here.',
    paymentsFiltered: 'No payments in this range.',
  },
  filter: {
    dateFormat: 'Enter the date as dd-mm-yyyy.',
    rangeInverted: 'The From Date must be on or before the To Date.',
    bothDates: 'The filter applies when both dates are given.',
  },
  invoiceNotFound: 'Invoice not found',
  invoiceNotFoundHint:
    'This invoice does not exist or belongs to another practice. Check the link or open it from your ledger.',
  accountNumberHint: 'Shown masked once saved. Type a new number to replace it.',
} as const;
