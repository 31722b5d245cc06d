import { describe, expect, it } from 'vitest';

import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

// Declarations to or from a comprehensively sanctioned jurisdiction: created through the api, the
// event is handled by the real domain-events worker, which raises the alert and opens the workflow.
describe('declarations to or from embargoed jurisdictions', () => {
  const ctx = useTestApp({ withWorkers: true });
  const declare = async (body: object) => {
    const response = await postJson(ctx(), '/api/customs-declarations', {
      declarationType: 'export',
      customsOffice: 'Felixstowe',
      declarantName: 'Acme Freight',
      items: [{ description: 'Pumps', quantity: 2, value: 900 }],
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; declarationNumber: string }>();
  };
  const alertsFor = (id: number) =>
    ctx().infra.prisma.complianceAlert.findMany({
      where: { subjectType: 'customs_declaration', subjectId: id },
    });
  const workflowsFor = (id: number) =>
    ctx().infra.prisma.complianceWorkflow.findMany({
      where: { subjectType: 'customs_declaration', subjectId: id },
      include: { steps: true },
    });

  it('an export to Iran raises an error alert and opens an export review due in a day', async () => {
    const declaration = await declare({
      countryOfOrigin: 'United Kingdom',
      countryOfDestination: 'Iran',
      consigneeAddress: 'Tehran',
    });
    const [alert] = await waitFor(async () => {
      const alerts = await alertsFor(declaration.id);
      return alerts.length ? alerts : null;
    });
    expect(alert).toMatchObject({
      severity: 'error',
      title: `Embargoed jurisdiction: ${declaration.declarationNumber} (Iran)`,
    });
    expect(alert!.description).toContain('Iran (destination; ITSR (31 CFR 560))');
    const [workflow] = await waitFor(async () => {
      const workflows = await workflowsFor(declaration.id);
      return workflows.length ? workflows : null;
    });
    expect(workflow).toMatchObject({
      type: 'export_review',
      status: 'pending',
      name: `Embargo review: ${declaration.declarationNumber} (Iran)`,
    });
    expect(workflow!.steps).toHaveLength(4);
    const hours = (workflow!.dueDate!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('a consignor in Crimea is flagged from the address; codes count as a whole field', async () => {
    const declaration = await declare({
      declarationType: 'import',
      countryOfOrigin: 'UA',
      consignorAddress: 'Port of Sevastopol, Crimea',
      countryOfDestination: 'cu',
    });
    const [alert] = await waitFor(async () => {
      const alerts = await alertsFor(declaration.id);
      return alerts.length ? alerts : null;
    });
    expect(alert!.title).toBe(
      `Embargoed jurisdiction: ${declaration.declarationNumber} (Cuba, Crimea region of Ukraine)`,
    );
    const [workflow] = await waitFor(async () => {
      const workflows = await workflowsFor(declaration.id);
      return workflows.length ? workflows : null;
    });
    expect(workflow!.type).toBe('import_review');
  });

  it('a declaration between unsanctioned countries raises nothing', async () => {
    const declaration = await declare({
      countryOfOrigin: 'Canada',
      countryOfDestination: 'Germany',
      // A two-letter code inside an address is not read as a country ("IR" here is not Iran).
      consigneeAddress: 'IR Logistik GmbH, Friedrichstrasse 4, Berlin',
    });
    // An unrelated flagged declaration created afterwards is handled; this one still has nothing.
    const later = await declare({ countryOfDestination: 'North Korea' });
    await waitFor(async () => ((await alertsFor(later.id)).length ? true : null));
    expect(await alertsFor(declaration.id)).toEqual([]);
    expect(await workflowsFor(declaration.id)).toEqual([]);
    expect(
      await ctx().infra.prisma.domainEvent.count({
        where: { subjectType: 'customs_declaration', subjectId: declaration.id },
      }),
    ).toBe(0);
  });
});
