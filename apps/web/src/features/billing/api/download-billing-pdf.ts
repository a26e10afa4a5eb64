import { downloadWithToken } from '@/lib/download-file';

/** A billing PDF (invoice, credit note, consignment note): the server names the file after the number. */
export function downloadBillingPdf(pdfUrl: string, number: string): Promise<void> {
  return downloadWithToken(pdfUrl, `${number.replace(/\//g, '-')}.pdf`);
}
