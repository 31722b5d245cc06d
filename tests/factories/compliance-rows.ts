// create<Entity>(db, overrides): valid rows with defaults, for tests that only state what they test.
import { randomUUID } from 'node:crypto';

import type { Prisma, PrismaClient } from '@compliance/db';

let sequence = 0;
const next = () => (sequence += 1);

export const createDocument = (db: PrismaClient, data: Partial<Prisma.DocumentCreateInput> = {}) =>
  db.document.create({
    data: {
      name: `Document ${next()}`,
      type: 'commercial_invoice',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      size: 1024,
      storageKey: `documents/${randomUUID()}.pdf`,
      sha256: '0'.repeat(64),
      ...data,
    },
  });

export const createDeclaration = (
  db: PrismaClient,
  data: Partial<Prisma.CustomsDeclarationCreateInput> = {},
) =>
  db.customsDeclaration.create({
    data: {
      declarationNumber: `DCL-${Date.now()}-${next()}`,
      customsOffice: 'Rotterdam',
      declarantName: 'Acme Forwarding',
      ...data,
    },
  });

export const createKycScreening = (
  db: PrismaClient,
  data: Partial<Prisma.KycScreeningCreateInput> = {},
) =>
  db.kycScreening.create({
    data: {
      entityName: `Entity ${next()}`,
      country: 'NL',
      screeningResult: 'clear',
      riskLevel: 'low',
      ...data,
    },
  });

export const createSanctionsScreening = (
  db: PrismaClient,
  data: Partial<Prisma.SanctionsScreeningCreateInput> = {},
) =>
  db.sanctionsScreening.create({
    data: {
      entityName: `Vessel ${next()}`,
      entityType: 'vessel',
      screeningResult: 'clear',
      riskLevel: 'low',
      ...data,
    },
  });

export const createAlert = (
  db: PrismaClient,
  data: Partial<Prisma.ComplianceAlertCreateInput> = {},
) =>
  db.complianceAlert.create({
    data: {
      title: `Alert ${next()}`,
      description: 'Something needs a look',
      severity: 'error',
      ...data,
    },
  });

export const createWorkflow = (
  db: PrismaClient,
  {
    steps = ['Review', 'Sign off'],
    ...data
  }: Partial<Omit<Prisma.ComplianceWorkflowCreateInput, 'steps'>> & { steps?: string[] } = {},
) =>
  db.complianceWorkflow.create({
    data: {
      name: `Workflow ${next()}`,
      type: 'import_review',
      assignedTo: 1,
      ...data,
      steps: { create: steps.map((title, index) => ({ position: index + 1, title })) },
    },
  });

export const createTariffRate = (db: PrismaClient) => {
  const hsCode = `090111${String(next()).padStart(2, '0')}`;
  return db.tariffRate.create({
    data: {
      productDescription: 'Coffee, not roasted',
      hsCode,
      hs6: hsCode.slice(0, 6),
      importingCountry: 'US',
      mfnRate: 'Free',
      mfnAdValorem: 0,
      source: 'test',
      asOf: new Date('2026-01-01T00:00:00Z'),
    },
  });
};

export const createTradeRemedy = (
  db: PrismaClient,
  data: Partial<Prisma.TradeRemedyCreateInput> = {},
) =>
  db.tradeRemedy.create({
    data: {
      key: `test-remedy-${next()}`,
      productDescription: 'Steel wire rod',
      hsCode: '7213',
      remedyType: 'anti_dumping',
      imposingCountry: 'US',
      ...data,
    },
  });

export const createTradeAgreement = (
  db: PrismaClient,
  data: Partial<Prisma.TradeAgreementCreateInput> = {},
) =>
  db.tradeAgreement.create({
    data: {
      code: `TEST-${randomUUID()}`,
      agreementName: 'Test agreement',
      agreementType: 'FTA',
      ...data,
    },
  });

export const createMarketReport = (
  db: PrismaClient,
  data: Partial<Prisma.MarketAnalysisReportCreateInput> = {},
) =>
  db.marketAnalysisReport.create({
    data: { analysisName: 'Coffee to Japan', analysisType: 'tariff_comparison', ...data },
  });

export const createVendor = (db: PrismaClient, data: Partial<Prisma.VendorCreateInput> = {}) =>
  db.vendor.create({
    data: {
      displayName: `Vendor ${next()}`,
      country: 'NL',
      description: 'Bulk commodity trader',
      businessType: 'trader',
      ...data,
    },
  });
