import { createPrismaClient } from '@compliance/db';
import { createLocalNotifier } from './core/src/infra/notifier';
import { suggestHsCodes } from './core/src/tariffs/suggest';
import { loadRulingFixture } from './tests/helpers/ruling-fixture';
const prisma = createPrismaClient('postgresql://compliance:compliance@127.0.0.1:54329/postgres');
const notifier = createLocalNotifier();
for (const r of loadRulingFixture()) {
  const s = await suggestHsCodes({ prisma, notifier }, { description: r.description, limit: 20 });
  const i = s.findIndex((x) => x.code === r.hs6);
  if (i < 5 || i < 0) continue;
  console.log(`#${i + 1} ${r.hs6} (${s[i]!.score}) ← ${s.slice(0, 3).map((x) => `${x.code}(${x.score})`).join(' ')} | ${r.description.slice(0, 120)}`);
  console.log(`     right: ${s[i]!.reasons.join('; ').slice(0, 250)}`);
  console.log(`     first: ${s[0]!.reasons.join('; ').slice(0, 250)}`);
}
await prisma.$disconnect();
process.exit(0);
