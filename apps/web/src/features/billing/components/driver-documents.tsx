import { useDriverBilling } from '../api/get-driver-billing';

/**
 * The consignment note on a business driver's job page: a plain link, since the driver link in its address is
 * the key (no sign-in to send).
 */
export function DriverDocuments({ token }: { token: string }) {
  const billing = useDriverBilling(token);
  const note = billing.data?.consignmentNote;
  if (!note) return null;
  return (
    <section aria-labelledby="driver-documents-title" className="mx-auto max-w-xl px-4 pb-6 text-sm">
      <h2 id="driver-documents-title" className="font-semibold">
        Consignment note
      </h2>
      <p className="text-slate-600">{note.number}: carry it with the goods.</p>
      <a
        className="mt-2 inline-block font-medium text-blue-700 underline"
        href={note.pdfUrl}
        download={`consignment-note-${note.number.replace(/\//g, '-')}.pdf`}
      >
        Download consignment note (PDF)
      </a>
    </section>
  );
}
