import canonicalize from 'canonicalize';
import { XMLParser } from 'fast-xml-parser';
import { base64url, compactVerify, createLocalJWKSet, importJWK, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';

import {
  approve,
  counterpartyFixtureKey,
  countersign,
  createActiveAgreement,
  createAgreement,
  fixture,
  get,
  newCounterpartyKey,
  ok,
  signTerms,
} from '../helpers/agreements';
import { postJson, useTestApp } from '../helpers/use-test-app';

type Verification = {
  valid: boolean;
  termsChanged: boolean;
  changedFields: string[];
  signatures: Array<{ party: string; valid: boolean; reason: string | null; keySource: string }>;
};

describe('agreement signatures', () => {
  const ctx = useTestApp({ watchlists: true });
  const url = (id: number, tail = '') => `/api/basic-ordering-agreements/${id}${tail}`;
  const verification = (id: number) => ok<Verification>(get(ctx(), url(id, '/verification')));
  const signatureCount = () => ctx().infra.prisma.agreementSignature.count();

  it('signs as both parties, activates, and exports a document a third party verifies with jose and the JWKS', async () => {
    const agreement = await createActiveAgreement(ctx(), {
      agreementNumber: 'BOA-SIGN-1',
      buyerName: 'Müller & Söhne KG',
    });
    expect(agreement.status).toBe('active');
    const checked = await verification(agreement.id);
    expect(checked).toMatchObject({ valid: true, termsChanged: false, changedFields: [] });
    expect(checked.signatures.map((s) => [s.party, s.valid, s.keySource])).toEqual([
      ['organisation', true, 'jwks'],
      ['counterparty', true, 'jwk'],
    ]);

    // Outside our code: canonicalize the exported terms, put them back into each detached JWS.
    const jwks = (await get(ctx(), '/.well-known/jwks.json')).json() as { keys: JWK[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const exported = await get(ctx(), url(agreement.id, '/export?format=json'));
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="BOA-SIGN-1-v1.json"',
    );
    const document = exported.json() as {
      terms: object;
      signatures: Array<{ signer: string; kid: string; jws: string; jwk?: JWK }>;
    };
    const payload = base64url.encode(canonicalize(document.terms)!);
    const [ours, theirs] = document.signatures;
    const verified = await compactVerify(
      ours!.jws.replace('..', `.${payload}.`),
      createLocalJWKSet(jwks),
    );
    expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: ours!.kid });
    expect(new TextDecoder().decode(verified.payload)).toBe(canonicalize(document.terms));
    await compactVerify(
      theirs!.jws.replace('..', `.${payload}.`),
      await importJWK(theirs!.jwk!, 'ES256'),
    );

    const xml = await get(ctx(), url(agreement.id, '/export?format=xml'));
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml.body);
    const canonical = parsed.SignedAgreement.CanonicalTerms['#text'] as string;
    expect(canonical).toBe(canonicalize(document.terms));
    const xmlJws = parsed.SignedAgreement.Signatures.Signature[0].JWS as string;
    await compactVerify(
      xmlJws.replace('..', `.${base64url.encode(canonical)}.`),
      createLocalJWKSet(jwks),
    );

    const detail = await ok<{ auditTrail: Array<{ action: string }> }>(
      get(ctx(), url(agreement.id)),
    );
    expect(detail.auditTrail.map((e) => e.action)).toEqual([
      'created',
      'legal_review',
      'compliance_approval',
      'signed',
      'countersigned',
      'activated',
    ]);
  });

  it('detects tampering: one changed character of a stored term, or of a stored signature', async () => {
    const agreement = await createActiveAgreement(ctx(), {
      buyerName: 'Harbourside Provisions Ltd',
    });
    await ctx().infra.prisma.$executeRaw`
      UPDATE basic_ordering_agreements SET "buyerName" = 'Harbourside Provisions Ltf' WHERE id = ${agreement.id}`;
    const tampered = await verification(agreement.id);
    expect(tampered).toMatchObject({
      valid: false,
      termsChanged: true,
      changedFields: ['buyerName'],
    });
    expect(tampered.signatures.every((s) => !s.valid && s.reason)).toBe(true);
    const reactivate = await postJson(ctx(), url(agreement.id, '/status'), { status: 'suspended' });
    expect(reactivate.statusCode).toBe(200);
    const blocked = await postJson(ctx(), url(agreement.id, '/status'), { status: 'active' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('the terms changed after they were signed');

    const other = await createActiveAgreement(ctx());
    const stored = await ctx().infra.prisma.agreementSignature.findFirstOrThrow({
      where: { agreementId: other.id, party: 'counterparty' },
    });
    const flipped =
      stored.jws.slice(0, -3) + (stored.jws.at(-3) === 'A' ? 'B' : 'A') + stored.jws.slice(-2);
    await ctx().infra.prisma.agreementSignature.update({
      where: { id: stored.id },
      data: { jws: flipped },
    });
    const checked = await verification(other.id);
    expect(checked).toMatchObject({ valid: false, termsChanged: false });
    expect(checked.signatures.map((s) => s.valid)).toEqual([true, false]);
  });

  it('accepts a counterparty certificate and refuses an expired one, a wrong key, other terms and malformed input', async () => {
    const agreement = await createAgreement(ctx());
    await approve(ctx(), agreement.id);
    const key = await counterpartyFixtureKey();
    const jws = await signTerms(ctx(), agreement.id, key);
    const { privateKey: otherKey, jwk: otherJwk } = await newCounterpartyKey();
    const refusals: Array<[object, number, string]> = [
      [{ jws: 'not-a-jws', jwk: otherJwk }, 400, 'jws is not a compact JWS'],
      [{ jws, jwk: otherJwk }, 422, 'The signature does not verify'],
      [
        { jws, certificate: fixture('counterparty-cert-expired.pem') },
        422,
        'The certificate expired on 2021-01-01T00:00:00.000Z',
      ],
      [{ jws, certificate: 'garbage' }, 422, 'certificate is not a valid X.509 certificate'],
      [
        { jws: await signTerms(ctx(), agreement.id, otherKey, '{"other":"terms"}'), jwk: otherJwk },
        422,
        'The signature does not verify',
      ],
      [
        {
          jws: `${jws.split('..')[0]}.${base64url.encode('{"a":1}')}.${jws.split('..')[1]}`,
          certificate: fixture('counterparty-cert.pem'),
        },
        422,
        "covers different terms than this agreement's",
      ],
      [
        { jws: 'eyJhbGciOiJIUzI1NiJ9..c2ln', jwk: otherJwk },
        422,
        "Signature algorithm 'HS256' is not accepted",
      ],
      [{ jws, jwk: { ...otherJwk, d: 'secret' } }, 400, 'jwk must be a public key'],
      [
        { jws, jwk: otherJwk, certificate: fixture('counterparty-cert.pem') },
        400,
        'Send exactly one of jwk',
      ],
      [{ jws }, 400, 'Send exactly one of jwk'],
      // A valid signature from someone who is neither party binds nobody.
      [
        { signer: 'Nobody At All', jws, certificate: fixture('counterparty-cert.pem') },
        422,
        "The signer must be the buyer or the seller, or sign for one of them (Harbourside Provisions Ltd, Globex Trading GmbH): 'Nobody At All' is neither",
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await countersign(ctx(), agreement.id, body as never);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await signatureCount()).toBe(0);

    const signed = await ok<{
      signatures: Array<{ party: string; signer: string }>;
      termsFrozen: boolean;
    }>(countersign(ctx(), agreement.id, { jws, certificate: fixture('counterparty-cert.pem') }));
    expect(signed).toMatchObject({
      termsFrozen: true,
      signatures: [{ party: 'counterparty', signer: 'Globex Trading GmbH' }],
    });
    const again = await countersign(ctx(), agreement.id, {
      jws,
      certificate: fixture('counterparty-cert.pem'),
    });
    expect(again.statusCode).toBe(409);
    const checked = await verification(agreement.id);
    expect(checked.signatures[0]).toMatchObject({ valid: true, keySource: 'certificate' });
    expect(await signatureCount()).toBe(1);
  });
});
