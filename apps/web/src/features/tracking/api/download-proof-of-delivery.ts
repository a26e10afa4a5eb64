import { downloadWithToken } from '@/lib/download-file';

/** The proof-of-delivery PDF needs the bearer token, so it is fetched rather than linked. */
export const downloadProofOfDelivery = (pdfUrl: string, deliveryId: string) =>
  downloadWithToken(pdfUrl, `proof-of-delivery-${deliveryId}.pdf`);
