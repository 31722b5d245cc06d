import { beforeAll, describe, expect, it } from 'vitest';

import { ensureTariffData } from '../helpers/tariff-data';
import { useTestApp } from '../helpers/use-test-app';

describe('/api/hs-codes', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ensureTariffData(ctx().infra);
  }, 600_000);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers a subheading with its section › chapter › heading › subheading path and national lines', async () => {
    const response = await get('/api/hs-codes/8471.30');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: '847130', level: 'subheading', parent: '8471' });
    expect(body.path.map((p: { code: string }) => p.code)).toEqual(['XVI', '84', '8471', '847130']);
    expect(body.description).toMatch(/^Automatic data processing machines; portable/);
    const markets = new Set(body.nationalLines.map((l: { market: string }) => l.market));
    expect([...markets].sort()).toEqual(['EU', 'JP', 'US']);
    expect(body.nationalLines[0]).toHaveProperty('asOf');
  });

  it('lists the children of a heading', async () => {
    const body = (await get('/api/hs-codes/0101')).json();
    expect(body.children.map((c: { code: string }) => c.code)).toEqual([
      '010121',
      '010129',
      '010130',
      '010190',
    ]);
  });

  it('accepts a national line with a valid HS6 prefix and shows its schedule text', async () => {
    const body = (await get('/api/hs-codes/01012100')).json();
    expect(body).toMatchObject({ code: '01012100', level: 'national', parent: '010121' });
    expect(body.path.at(-1)).toMatchObject({ code: '01012100', level: 'national' });
  });

  it('refuses an unknown code with a 400 naming the nearest valid ancestor', async () => {
    const response = await get('/api/hs-codes/847199');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Nearest valid code: 8471 \(/);
    const national = await get('/api/hs-codes/8471990000');
    expect(national.statusCode).toBe(400);
    expect(national.json().message).toMatch(
      /HS6 prefix 847199 does not exist.*Nearest valid code: 8471/,
    );
    const chapter = await get('/api/hs-codes/77');
    expect(chapter.statusCode).toBe(400);
    expect(chapter.json().message).toMatch(/no HS chapter 77 exists/);
  });

  it('refuses malformed codes', async () => {
    for (const bad of ['847', 'abcd', '84713012345']) {
      const response = await get(`/api/hs-codes/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/2, 4, 6, 8 or 10 digits/);
    }
  });

  it('searches by code prefix and by words', async () => {
    const byCode = (await get('/api/hs-codes/search?q=0101')).json();
    expect(byCode.map((r: { code: string }) => r.code)).toEqual([
      '0101',
      '010121',
      '010129',
      '010130',
      '010190',
    ]);
    const byWords = (await get('/api/hs-codes/search?q=coffee%20roasted')).json();
    expect(byWords.map((r: { code: string }) => r.code)).toContain('090121');
    expect(byWords[0].path[0].level).toBe('section');
    expect((await get('/api/hs-codes/search?q=a')).statusCode).toBe(400);
  });
});
