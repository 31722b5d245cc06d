// Builds agreements for integration tests through the real api, and signs as a counterparty with
// jose, the way an outside party would (canonical terms from the api, detached compact JWS).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  CompactSign,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importPKCS8,
  type JWK,
} from 'jose';
import { expect } from 'vitest';

import type { TestContext } from './test-app';
import { postJson } from './use-test-app';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/signing');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
export const counterpartyFixtureKey = () => importPKCS8(fixture('counterparty-key.pem'), 'ES256');

export const agreementInput = (overrides: Record<string, unknown> = {}) => ({
  agreementNumber: `BOA-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  buyerName: 'Harbourside Provisions Ltd',
  sellerName: 'Globex Trading GmbH',
  authenticationMethod: 'PKI certificate',
  maxOrderValue: 50000,
  // The spec's client sends these fixed values.
  vendorId: 1,
  governingLaw: 'ICC Uniform Rules',
  disputeResolution: 'ICC Arbitration Rules',
  digitalSignatureStandard: 'eIDAS',
  iccRulesVersion: '2024',
  status: 'draft',
  ...overrides,
});

type Ctx = Pick<TestContext, 'app'>;

export const ok = async <T = Record<string, unknown>>(
  response: Promise<{ statusCode: number; json(): unknown; body: string }>,
  status = 200,
): Promise<T> => {
  const reply = await response;
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json() as T;
};

export const get = (ctx: Ctx, url: string) => ctx.app.inject({ method: 'GET', url });

export const createAgreement = (ctx: Ctx, overrides: Record<string, unknown> = {}) =>
  ok<{ id: number; agreementNumber: string; status: string }>(
    postJson(ctx, '/api/basic-ordering-agreements', agreementInput(overrides)),
    201,
  );

export const approve = async (ctx: Ctx, id: number) => {
  for (const kind of ['legal_review', 'compliance_approval'])
    await ok(postJson(ctx, `/api/basic-ordering-agreements/${id}/approvals`, { kind }));
};

export const newCounterpartyKey = async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, jwk: await exportJWK(publicKey) };
};

/** Detached compact JWS over the canonical terms the api publishes for signers. */
export const signTerms = async (ctx: Ctx, id: number, key: CryptoKey, canonical?: string) => {
  const terms =
    canonical ??
    (await ok<{ canonical: string }>(get(ctx, `/api/basic-ordering-agreements/${id}/terms`)))
      .canonical;
  const jws = await new CompactSign(new TextEncoder().encode(terms))
    .setProtectedHeader({ alg: 'ES256' })
    .sign(key);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
};

export const countersign = (
  ctx: Ctx,
  id: number,
  body: { jws: string; jwk?: JWK; certificate?: string; signer?: string },
) =>
  postJson(ctx, `/api/basic-ordering-agreements/${id}/signatures`, {
    signer: 'Globex Trading GmbH',
    ...body,
  });

/** A draft taken through approvals and both signatures: active when nothing blocks it. */
export const createActiveAgreement = async (ctx: Ctx, overrides: Record<string, unknown> = {}) => {
  const agreement = await createAgreement(ctx, overrides);
  await approve(ctx, agreement.id);
  await ok(postJson(ctx, `/api/basic-ordering-agreements/${agreement.id}/sign`, {}));
  const { privateKey, jwk } = await newCounterpartyKey();
  const jws = await signTerms(ctx, agreement.id, privateKey);
  const active = await ok<{ id: number; status: string; agreementNumber: string }>(
    countersign(ctx, agreement.id, { jws, jwk }),
  );
  return { ...active, counterparty: { privateKey, jwk } };
};
