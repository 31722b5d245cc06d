// A list changed (new official version, internal list edit): queue one re-screening of every stored
// subject. Edits in quick succession share the run that has not started yet; it reads the index
// when it starts, so it sees all of them.
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import { jobIdFor } from '../../infra/jobs/dispatcher';

export const rescreenJobId = (runId: number) => jobIdFor('rescreen', runId);

export const requestRescreen = async ({
  infra,
  reason,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;
  reason: Prisma.InputJsonValue;
}): Promise<number> => {
  const pending = await infra.prisma.screeningRun.findFirst({
    where: { kind: 'rescreen', status: 'pending' },
    orderBy: { id: 'desc' },
  });
  const run =
    pending ??
    (await infra.prisma.screeningRun.create({
      data: { kind: 'rescreen', status: 'pending', params: { reasons: [reason] } },
    }));
  if (pending) {
    const params = (pending.params ?? {}) as { reasons?: Prisma.InputJsonValue[] };
    await infra.prisma.screeningRun.update({
      where: { id: pending.id },
      data: { params: { reasons: [...(params.reasons ?? []), reason].slice(-20) } },
    });
  }
  await infra.dispatcher
    .enqueue(QUEUES.rescreening, { runId: run.id }, { jobId: rescreenJobId(run.id) })
    .catch((error: unknown) =>
      infra.logger.error(
        { err: error, runId: run.id },
        're-screening enqueue failed; the sweeper will retry',
      ),
    );
  return run.id;
};
