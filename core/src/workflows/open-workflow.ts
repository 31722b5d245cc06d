// Workflows open from events with a fixed list of steps; progress is the share of completed steps.
import { ASSIGNABLE_USER_IDS } from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

type Db = PrismaClient | Prisma.TransactionClient;

export interface OpenWorkflowInput {
  name: string;
  type: 'import_review' | 'export_review' | 'sanctions_screening';
  subjectType: string;
  subjectId: number | null;
  sourceEventId: number;
  dueInDays: number;
  steps: string[];
}

/** New work goes to whoever of the assignable users has the fewest open items. */
const leastBusyUser = async (db: Db): Promise<number> => {
  const open = await db.complianceWorkflow.groupBy({
    by: ['assignedTo'],
    where: { status: { in: ['pending', 'in_progress'] } },
    _count: { _all: true },
  });
  const load = new Map(open.map((row) => [row.assignedTo, row._count._all]));
  return [...ASSIGNABLE_USER_IDS].sort(
    (a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a - b,
  )[0]!;
};

export const openWorkflow = async (db: Db, input: OpenWorkflowInput) => {
  const existing = await db.complianceWorkflow.findFirst({
    where: { sourceEventId: input.sourceEventId },
  });
  if (existing) return existing;
  const dueDate = new Date(Date.now() + input.dueInDays * 24 * 3600 * 1000);
  return db.complianceWorkflow.create({
    data: {
      name: input.name,
      type: input.type,
      status: 'pending',
      progress: 0,
      assignedTo: await leastBusyUser(db),
      dueDate,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      sourceEventId: input.sourceEventId,
      steps: { create: input.steps.map((title, index) => ({ position: index + 1, title })) },
    },
  });
};

/** Recomputes progress and status from the steps: pending -> in_progress -> completed. */
export const refreshWorkflowProgress = async (db: Db, workflowId: number) => {
  const steps = await db.workflowStep.findMany({ where: { workflowId } });
  const done = steps.filter((step) => step.completedAt).length;
  const progress = steps.length ? Math.round((done / steps.length) * 100) : 0;
  const workflow = await db.complianceWorkflow.findUniqueOrThrow({ where: { id: workflowId } });
  if (workflow.status === 'cancelled') return workflow;
  const status = progress === 100 ? 'completed' : progress > 0 ? 'in_progress' : 'pending';
  return db.complianceWorkflow.update({ where: { id: workflowId }, data: { progress, status } });
};

export const completeStep = async (
  db: Db,
  { workflowId, position, userId }: { workflowId: number; position: number; userId: number | null },
) => {
  await db.workflowStep.updateMany({
    where: { workflowId, position, completedAt: null },
    data: { completedAt: new Date(), completedBy: userId },
  });
  return refreshWorkflowProgress(db, workflowId);
};
