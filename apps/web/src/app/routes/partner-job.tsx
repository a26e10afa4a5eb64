import { useParams } from 'react-router';
import { PartnerJobDocuments } from '@/features/billing/components/partner-job-documents';
import { JobDetailScreen } from '@/features/partners/components/job-detail-screen';

export function Component() {
  const { jobId = '' } = useParams();
  return (
    <>
      <JobDetailScreen key={jobId} jobId={jobId} />
      <PartnerJobDocuments jobId={jobId} />
    </>
  );
}
