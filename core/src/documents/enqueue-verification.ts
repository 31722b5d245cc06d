import { QUEUES } from '@compliance/contracts/queues';

import { type JobDispatcher, jobIdFor } from '../infra/jobs/dispatcher';

export const verificationJobId = (documentId: number): string => jobIdFor('document', documentId);

export const enqueueVerification = ({
  dispatcher,
  documentId,
  replaceFinished = false,
}: {
  dispatcher: JobDispatcher;
  documentId: number;
  replaceFinished?: boolean;
}) =>
  dispatcher.enqueue(
    QUEUES.documentVerification,
    { documentId },
    { jobId: verificationJobId(documentId), replaceFinished },
  );
