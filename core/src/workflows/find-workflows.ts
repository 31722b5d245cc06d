import {
  ACTIVE_WORKFLOW_STATUSES,
  type ComplianceWorkflow,
  type ComplianceWorkflowDetail,
  type ComplianceWorkflowQuery,
  subjectLink,
  WORKFLOW_STATUSES,
  workflowCode,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { ComplianceWorkflow as WorkflowRow, Prisma, PrismaClient } from '@compliance/db';

type Db = PrismaClient | Prisma.TransactionClient;
type StepRow = {
  position: number;
  title: string;
  completedAt: Date | null;
  completedBy: number | null;
};
type WorkflowWithSteps = WorkflowRow & { steps: StepRow[] };

const withSteps = {
  steps: {
    select: { position: true, title: true, completedAt: true, completedBy: true },
    orderBy: { position: 'asc' },
  },
} satisfies Prisma.ComplianceWorkflowInclude;

export const toWorkflowDto = (row: WorkflowWithSteps): ComplianceWorkflow => ({
  id: row.id,
  code: workflowCode(row.id),
  name: row.name,
  type: row.type,
  status: row.status,
  assignedTo: row.assignedTo,
  dueDate: row.dueDate?.toISOString() ?? null,
  progress: row.progress,
  stepsTotal: row.steps.length,
  stepsCompleted: row.steps.filter((step) => step.completedAt).length,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  link: subjectLink(row.subjectType, row.subjectId),
  commodityCategoryId: row.commodityCategoryId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toWorkflowDetailDto = (row: WorkflowWithSteps): ComplianceWorkflowDetail => ({
  ...toWorkflowDto(row),
  steps: row.steps.map((step) => ({
    position: step.position,
    title: step.title,
    completedAt: step.completedAt?.toISOString() ?? null,
    completedBy: step.completedBy,
  })),
});

/**
 * Active work first (pending and in progress, soonest due date first, undated last, then newest),
 * then finished work (completed and cancelled, newest first). Two indexed queries instead of a
 * computed sort key.
 */
export const listWorkflows = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: ComplianceWorkflowQuery;
}): Promise<ComplianceWorkflow[]> => {
  const limit = query.limit ?? 100;
  const statuses = query.status ?? [...WORKFLOW_STATUSES];
  const active = statuses.filter((status) => ACTIVE_WORKFLOW_STATUSES.includes(status));
  const finished = statuses.filter((status) => !ACTIVE_WORKFLOW_STATUSES.includes(status));
  const where: Prisma.ComplianceWorkflowWhereInput = {
    ...(query.type ? { type: { in: query.type } } : {}),
    ...(query.commodityCategoryId ? { commodityCategoryId: query.commodityCategoryId } : {}),
  };
  const activeRows = active.length
    ? await prisma.complianceWorkflow.findMany({
        where: { ...where, status: { in: active } },
        orderBy: [
          { dueDate: { sort: 'asc', nulls: 'last' } },
          { createdAt: 'desc' },
          { id: 'desc' },
        ],
        take: limit,
        include: withSteps,
      })
    : [];
  const finishedRows =
    finished.length && activeRows.length < limit
      ? await prisma.complianceWorkflow.findMany({
          where: { ...where, status: { in: finished } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: limit - activeRows.length,
          include: withSteps,
        })
      : [];
  return [...activeRows, ...finishedRows].map(toWorkflowDto);
};

export const getWorkflowRow = async ({ db, id }: { db: Db; id: number }) => {
  const row = await db.complianceWorkflow.findUnique({ where: { id }, include: withSteps });
  if (!row) throw new AppError('NOT_FOUND', `Workflow ${id} not found`);
  return row;
};

export const getWorkflow = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<ComplianceWorkflowDetail> =>
  toWorkflowDetailDto(await getWorkflowRow({ db: prisma, id }));
