import {
  type ComplianceWorkflow,
  type ComplianceWorkflowDetail,
  subjectLink,
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

export const workflowListInclude = {
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

export const getWorkflowRow = async ({ db, id }: { db: Db; id: number }) => {
  const row = await db.complianceWorkflow.findUnique({
    where: { id },
    include: workflowListInclude,
  });
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
