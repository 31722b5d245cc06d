import type { Prisma, PrismaClient } from '../../generated/client/client';
import { DEMO_VENDORS } from './demo-vendors';

// Demo content for walkthroughs (`npm run db:seed -- --demo`), never seeded by default: in the
// product, alerts and workflows are raised by events. Every row is recognisable as demo data
// (alert dedupe keys and workflow subjects start with 'demo').
const DAY = 24 * 60 * 60 * 1000;

const DEMO_ALERTS: (Prisma.ComplianceAlertCreateInput & { dedupeKey: string })[] = [
  {
    dedupeKey: 'demo:alert:eudr-geolocation',
    title: 'Missing geolocation data for cocoa shipment',
    description:
      'The EUDR due diligence statement for the Abidjan cocoa lot lacks plot geolocation; customs release in the EU will be refused.',
    severity: 'error',
  },
  {
    dedupeKey: 'demo:alert:certificate-expiry',
    title: 'Certificate of origin expires in 10 days',
    description:
      'The EUR.1 for the Chilean copper cathode contract expires before the scheduled discharge date.',
    severity: 'warning',
  },
  {
    dedupeKey: 'demo:alert:partial-name-match',
    title: 'Possible watchlist match on consignee',
    description:
      'The consignee name on an inbound bill of lading partially matches an entry on a sanctions list and awaits review.',
    severity: 'warning',
  },
  {
    dedupeKey: 'demo:alert:tariff-update',
    title: 'Tariff schedule updated',
    description:
      'New preferential rates under the UK-Japan CEPA take effect on 1 April; affected classifications should be re-checked.',
    severity: 'info',
  },
];

type DemoWorkflow = Omit<Prisma.ComplianceWorkflowCreateInput, 'steps'> & {
  steps: { title: string; done: boolean }[];
};

const demoWorkflows = (now: number): DemoWorkflow[] => [
  {
    name: 'Import review: Ivorian cocoa beans',
    type: 'import_review',
    status: 'in_progress',
    assignedTo: 1,
    dueDate: new Date(now + 5 * DAY),
    subjectType: 'demo',
    steps: [
      { title: 'Check commercial invoice and packing list', done: true },
      { title: 'Verify EUDR due diligence statement', done: true },
      { title: 'Confirm phytosanitary certificate', done: false },
      { title: 'Approve customs declaration', done: false },
    ],
  },
  {
    name: 'Export review: copper concentrate to Japan',
    type: 'export_review',
    status: 'pending',
    assignedTo: 2,
    dueDate: null,
    subjectType: 'demo',
    steps: [
      { title: 'Confirm end user and destination', done: false },
      { title: 'Check export licence requirement', done: false },
      { title: 'Issue certificate of origin', done: false },
    ],
  },
  {
    name: 'Sanctions screening: new vessel charter',
    type: 'sanctions_screening',
    status: 'in_progress',
    assignedTo: 3,
    dueDate: new Date(now + 2 * DAY),
    subjectType: 'demo',
    steps: [
      { title: 'Screen owner, manager and vessel IMO', done: true },
      { title: 'Review AIS history for dark periods', done: false },
      { title: 'Record decision and rationale', done: false },
    ],
  },
  {
    name: 'Import review: hardwood plywood',
    type: 'import_review',
    status: 'completed',
    assignedTo: 4,
    dueDate: new Date(now - 3 * DAY),
    subjectType: 'demo',
    steps: [
      { title: 'Check Lacey Act declaration', done: true },
      { title: 'Confirm anti-dumping duty status of the producer', done: true },
    ],
  },
];

const seedDemoWorkflow = async (prisma: PrismaClient, { steps, ...workflow }: DemoWorkflow) => {
  const existing = await prisma.complianceWorkflow.findFirst({
    where: { name: workflow.name, subjectType: 'demo' },
  });
  if (existing) return;
  const done = steps.filter((s) => s.done).length;
  await prisma.complianceWorkflow.create({
    data: {
      ...workflow,
      progress: Math.round((done / steps.length) * 100),
      steps: {
        create: steps.map((step, index) => ({
          position: index + 1,
          title: step.title,
          completedAt: step.done ? new Date() : null,
          completedBy: step.done ? workflow.assignedTo : null,
        })),
      },
    },
  });
};

export const seedDemo = async (prisma: PrismaClient) => {
  for (const { displayName, ...vendor } of DEMO_VENDORS) {
    // createdAt stays as first seeded so 'Since {year}' is stable across re-seeds.
    const { createdAt: _createdAt, ...update } = vendor;
    await prisma.vendor.upsert({
      where: { displayName },
      create: { displayName, ...vendor },
      update,
    });
  }
  for (const alert of DEMO_ALERTS) {
    const { dedupeKey, ...update } = alert;
    await prisma.complianceAlert.upsert({ where: { dedupeKey }, create: alert, update });
  }
  const workflows = demoWorkflows(Date.now());
  for (const workflow of workflows) await seedDemoWorkflow(prisma, workflow);
  return { vendors: DEMO_VENDORS.length, alerts: DEMO_ALERTS.length, workflows: workflows.length };
};
