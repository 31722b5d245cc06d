import type { Regulation, RegulationCreateParsed } from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { Prisma } from '@compliance/db';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { validateHsCodes } from '../tariffs/hs-codes';
import { toRegulationDto } from './to-regulation-dto';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

const day = (value: string) => new Date(`${value}T00:00:00Z`);

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** POST /api/regulations. A code is unique per country (schema @@unique): 409 on reuse. */
export const createRegulation = async ({
  infra,
  input,
}: {
  infra: Deps;
  input: RegulationCreateParsed;
}): Promise<Regulation> => {
  // The commodities a regulation applies to are HS codes of the loaded HS 2022 nomenclature; they
  // are kept as entered ('2804.10'), after the check.
  await validateHsCodes(infra.prisma, input.applicableCommodities, 'applicableCommodities');
  const row = await infra.prisma.regulation
    .create({
      data: {
        ...input,
        effectiveDate: day(input.effectiveDate),
        expiryDate: input.expiryDate ? day(input.expiryDate) : null,
        requirements: input.requirements
          ? (input.requirements as Prisma.InputJsonObject)
          : Prisma.DbNull,
      },
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        'CONFLICT',
        `Regulation ${input.regulationCode} already exists for ${input.country}`,
      );
    });
  await notifyChanged(infra, [API_PATHS.regulations]);
  return toRegulationDto(row);
};
