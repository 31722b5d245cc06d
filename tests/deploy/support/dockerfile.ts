// A small Dockerfile reader for the tests: enough of the syntax (continuations, comments, heredocs,
// global ARGs, stage inheritance) to check what each build target ends up with.

export type Instruction = { keyword: string; args: string; heredocs: string[]; line: number };
export type Stage = { name: string | undefined; from: string; instructions: Instruction[] };
export type Dockerfile = { globalArgs: Map<string, string>; stages: Stage[] };

const heredocMarker = /<<-?(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1/g;

const readInstructions = (text: string): Instruction[] => {
  const lines = text.split('\n');
  const instructions: Instruction[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const first = lines[i]?.trim() ?? '';
    if (first === '' || first.startsWith('#')) continue;
    const line = i + 1;
    let logical = first;
    while (logical.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      const next = lines[i]?.trim() ?? '';
      if (next.startsWith('#')) continue;
      logical = `${logical.slice(0, -1).trimEnd()} ${next}`.trim();
    }
    const heredocs: string[] = [];
    for (const [, , delimiter] of logical.matchAll(heredocMarker)) {
      const body: string[] = [];
      while (i + 1 < lines.length && lines[i + 1] !== delimiter) body.push(lines[(i += 1)] ?? '');
      i += 1;
      heredocs.push(`${body.join('\n')}\n`);
    }
    const [keyword = '', ...rest] = logical.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), heredocs, line });
  }
  return instructions;
};

const substitute = (value: string, vars: Map<string, string>): string =>
  value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_m, a?: string, b?: string) => {
      const name = a ?? b ?? '';
      return vars.get(name) ?? '';
    },
  );

export const parseDockerfile = (text: string): Dockerfile => {
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of readInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const asIndex = words.findIndex((w) => w.toUpperCase() === 'AS');
      stages.push({
        from: substitute(words[0] ?? '', globalArgs),
        name: asIndex >= 0 ? words[asIndex + 1] : undefined,
        instructions: [],
      });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name = '', value = ''] = instruction.args.split('=');
        globalArgs.set(name.trim(), value.trim());
      }
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
};

export const findStage = (file: Dockerfile, name: string): Stage | undefined =>
  file.stages.find((stage) => stage.name === name);

/** The stage and every stage it is built FROM, root first. */
export const stageChain = (file: Dockerfile, name: string): Stage[] => {
  const chain: Stage[] = [];
  let stage = findStage(file, name);
  while (stage && !chain.includes(stage)) {
    chain.unshift(stage);
    stage = findStage(file, stage.from);
  }
  return chain;
};

/** The base image a target ultimately starts from (the first FROM that is not another stage). */
export const baseImage = (file: Dockerfile, name: string): string | undefined =>
  stageChain(file, name)[0]?.from;

/** The instruction that is in force for a target: the last one of that keyword along its chain. */
export const effective = (
  file: Dockerfile,
  name: string,
  keyword: string,
): Instruction | undefined =>
  stageChain(file, name)
    .flatMap((stage) => stage.instructions)
    .filter((instruction) => instruction.keyword === keyword)
    .at(-1);

/** CMD/ENTRYPOINT/HEALTHCHECK CMD in exec form, as an argv array. */
export const execForm = (args: string): string[] => {
  const json = args.slice(args.indexOf('['));
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`not an exec-form argument list: ${args}`);
  }
  return parsed;
};
