// Dated AML jurisdiction lists shipped in prisma/reference-data/aml (FATF call-for-action and
// increased-monitoring lists, comprehensively sanctioned jurisdictions). See its README for dates.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { REFERENCE_DATA_DIR } from '@compliance/db';
import { z } from 'zod';

import { toIso2 } from '../engine';

const Country = z.object({ iso2: z.string().length(2), name: z.string() });

const JurisdictionsSchema = z.object({
  fatf: z.object({
    plenary: z.string(),
    publisher: z.string(),
    source: z.string(),
    callForAction: z.array(Country),
    increasedMonitoring: z.array(Country),
  }),
  comprehensiveSanctions: z.object({
    asOf: z.string(),
    authority: z.string(),
    source: z.string(),
    countries: z.array(Country),
    regions: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  }),
});
export type Jurisdictions = z.infer<typeof JurisdictionsSchema>;

const FILE = path.join(REFERENCE_DATA_DIR, 'aml', 'jurisdictions.json');

let cached: Jurisdictions | null = null;
export const jurisdictions = (): Jurisdictions =>
  (cached ??= JurisdictionsSchema.parse(JSON.parse(readFileSync(FILE, 'utf8'))));

export type JurisdictionFlag =
  | 'fatf_call_for_action_jurisdiction'
  | 'fatf_increased_monitoring_jurisdiction'
  | 'comprehensively_sanctioned_jurisdiction';

export interface JurisdictionFinding {
  flag: JurisdictionFlag;
  reason: string;
}

const words = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')} `;

/** AML flags for a subject's country (name or ISO code) and address. */
export const jurisdictionFindings = ({
  country,
  address,
}: {
  country: string;
  address?: string | null;
}): JurisdictionFinding[] => {
  const data = jurisdictions();
  const iso =
    toIso2(country) ?? (/^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : null);
  const findings: JurisdictionFinding[] = [];
  const fatf = (list: typeof data.fatf.callForAction) => list.find((c) => c.iso2 === iso);
  const black = fatf(data.fatf.callForAction);
  if (black) {
    findings.push({
      flag: 'fatf_call_for_action_jurisdiction',
      reason: `${black.name} is a FATF high-risk jurisdiction subject to a call for action (plenary ${data.fatf.plenary})`,
    });
  }
  const grey = fatf(data.fatf.increasedMonitoring);
  if (grey) {
    findings.push({
      flag: 'fatf_increased_monitoring_jurisdiction',
      reason: `${grey.name} is under FATF increased monitoring (plenary ${data.fatf.plenary})`,
    });
  }
  const sanctions = data.comprehensiveSanctions;
  const sanctioned = sanctions.countries.find((c) => c.iso2 === iso);
  const text = words(`${country} ${address ?? ''}`);
  const region = sanctions.regions.find((r) => r.keywords.some((k) => text.includes(` ${k} `)));
  if (sanctioned || region) {
    findings.push({
      flag: 'comprehensively_sanctioned_jurisdiction',
      reason: `${sanctioned?.name ?? region!.name} is subject to comprehensive sanctions (${sanctions.authority}, as of ${sanctions.asOf})`,
    });
  }
  return findings;
};
