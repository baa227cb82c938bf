import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCertificateOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import type { CpdTranscriptVerification } from '../../../contract/cpd-compliance-schemas';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { NotVerified, VerifiedFacts } from '../../components/VerificationResult';
import { ApiError } from '../../lib/api';
import { formatDay } from '../../lib/format';
import { useCpdTranscriptCheck } from './transcript-queries';

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function VerifiedTranscript({ transcript }: { transcript: CpdTranscriptVerification }) {
  const period =
    transcript.fromYear === transcript.toYear
      ? String(transcript.fromYear)
      : `${transcript.fromYear} – ${transcript.toYear}`;
  const rows: [string, React.ReactNode][] = [
    ['Transcript No.', transcript.transcriptNo],
    ['Member', transcript.memberName],
    ['Member No.', transcript.memberNo],
    ['Period', period],
    ['Verified CPD points', points(transcript.totalPoints)],
    ['of which structured', points(transcript.structuredPoints)],
    ['Issued', formatDay(transcript.issuedOn)],
    ['Issued by', transcript.issuer],
  ];
  return (
    <VerifiedFacts
      title="This CPD transcript is genuine"
      advice={`${transcript.issuer} issued this transcript. Compare these details with the paper.`}
      rows={rows}
      testId="verified-cpd-transcript"
    />
  );
}

/** /cpd-transcript-verify/:transcriptNo: the public check a CPD transcript's QR code opens. */
export default function TranscriptVerifyPage() {
  const { transcriptNo = '' } = useParams();
  const check = useCpdTranscriptCheck(transcriptNo);
  const missing =
    !transcriptNo || (check.error instanceof ApiError && [400, 404].includes(check.error.status));
  let body: React.ReactNode;
  if (missing)
    body = (
      <NotVerified
        icon={<IconCertificateOff />}
        title="CPD transcript not found"
        advice={cpdTranscriptMessages.notFound}
        testId="cpd-transcript-not-verified"
      />
    );
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the transcript" />;
  else body = <VerifiedTranscript transcript={check.data} />;
  return <PublicPanel title="CPD transcript verification">{body}</PublicPanel>;
}
