// People advance workflows step by step or cancel them; progress and status follow from the steps
// (refreshWorkflowProgress). Finished workflows are closed to changes.
import { API_PATHS, type ComplianceWorkflowDetail, workflowCode } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';

import type { Infra } from '../infra';
import { type ChangedPath, notifyChanged } from '../infra/notify-changed';
import { getWorkflow, getWorkflowRow } from './find-workflows';
import { completeStep } from './open-workflow';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

const changeKeys = (id: number): ChangedPath[] => [
  API_PATHS.complianceWorkflows,
  `${API_PATHS.complianceWorkflows}/${id}`,
  API_PATHS.dashboardStats,
];

const assertOpen = (workflow: { id: number; status: string }) => {
  if (workflow.status === 'completed' || workflow.status === 'cancelled')
    throw new AppError(
      'CONFLICT',
      `Workflow ${workflowCode(workflow.id)} is already ${workflow.status}`,
    );
};

export const completeWorkflowStep = async ({
  infra,
  id,
  position,
  completedBy = null,
}: {
  infra: Deps;
  id: number;
  position: number;
  completedBy?: number | null;
}): Promise<ComplianceWorkflowDetail> => {
  await infra.prisma.$transaction(async (tx) => {
    // Row lock: two people completing the last steps at once must not both see stale progress.
    await tx.$queryRaw`SELECT id FROM compliance_workflows WHERE id = ${id} FOR UPDATE`;
    const workflow = await getWorkflowRow({ db: tx, id });
    assertOpen(workflow);
    const step = workflow.steps.find((candidate) => candidate.position === position);
    if (!step)
      throw new AppError('NOT_FOUND', `Workflow ${workflowCode(id)} has no step ${position}`);
    if (step.completedAt)
      throw new AppError(
        'CONFLICT',
        `Step ${position} of ${workflowCode(id)} is already completed`,
      );
    await completeStep(tx, { workflowId: id, position, userId: completedBy });
  });
  await notifyChanged(infra, changeKeys(id));
  return getWorkflow({ prisma: infra.prisma, id });
};

export const cancelWorkflow = async ({
  infra,
  id,
}: {
  infra: Deps;
  id: number;
}): Promise<ComplianceWorkflowDetail> => {
  const current = await getWorkflowRow({ db: infra.prisma, id });
  if (current.status === 'cancelled') return getWorkflow({ prisma: infra.prisma, id });
  assertOpen(current);
  const { count } = await infra.prisma.complianceWorkflow.updateMany({
    where: { id, status: { in: ['pending', 'in_progress'] } },
    data: { status: 'cancelled' },
  });
  if (count === 0)
    throw new AppError('CONFLICT', `Workflow ${workflowCode(id)} was finished meanwhile`);
  await notifyChanged(infra, changeKeys(id));
  return getWorkflow({ prisma: infra.prisma, id });
};
