// Renders a kustomization for the tests. `kubectl kustomize` is authoritative where kubectl exists
// (developer machines); a fresh CI machine has none, so a small renderer covering exactly the kustomize
// features this repo uses stands in, and refuses anything else so it can never silently diverge. Where
// both exist, kubernetes.test.ts checks they agree.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { parse, parseAllDocuments } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
};

type Json = Record<string, unknown>;
type Target = { kind?: string; name?: string };
type Kustomization = {
  namespace?: string;
  resources?: string[];
  labels?: {
    pairs: Record<string, string>;
    includeTemplates?: boolean;
    includeSelectors?: boolean;
  }[];
  configMapGenerator?: {
    name: string;
    behavior?: 'create' | 'merge';
    envs?: string[];
    literals?: string[];
    options?: { labels?: Record<string, string> };
  }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path?: string; patch?: string; target?: Target }[];
};

const supportedKeys = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'labels',
  'configMapGenerator',
  'images',
  'patches',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readYamlDocuments = (file: string): K8sObject[] =>
  parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS() as unknown)
    .filter((doc): doc is K8sObject => isObject(doc));

export const hasKubectl = (): boolean =>
  spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

export const renderWithKubectl = (dir: string): K8sObject[] =>
  parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' }))
    .map((doc) => doc.toJS() as unknown)
    .filter((doc): doc is K8sObject => isObject(doc));

const splitAssignment = (line: string): [string, string] => {
  const at = line.indexOf('=');
  return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
};

const readEnvFile = (file: string): [string, string][] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map(splitAssignment);

const matches = (object: K8sObject, target: Target): boolean =>
  (!target.kind || object.kind === target.kind) &&
  (!target.name || object.metadata.name === target.name);

const strategicMerge = (into: Json, patch: Json): void => {
  for (const [key, value] of Object.entries(patch)) {
    const current = into[key];
    if (isObject(value) && isObject(current)) strategicMerge(current, value);
    else if (
      Array.isArray(value) &&
      Array.isArray(current) &&
      value.every((v) => isObject(v) && 'name' in v)
    ) {
      for (const item of value as Json[]) {
        const same = (current as Json[]).find((c) => isObject(c) && c.name === item.name);
        if (same) strategicMerge(same, item);
        else current.push(item);
      }
    } else into[key] = structuredClone(value);
  }
};

const applyJsonPatch = (
  object: Json,
  ops: { op: string; path: string; value?: unknown }[],
): void => {
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop();
    let parent: unknown = object;
    for (const key of keys) parent = (parent as Json)[key];
    if (last === undefined || typeof parent !== 'object' || parent === null)
      throw new Error(`bad patch path ${pointer}`);
    if (op === 'add' && Array.isArray(parent)) {
      parent.splice(last === '-' ? parent.length : Number(last), 0, structuredClone(value));
    } else if (op === 'replace' || op === 'add') (parent as Json)[last] = structuredClone(value);
    else if (op === 'remove') delete (parent as Json)[last];
    else throw new Error(`unsupported JSON patch op ${op}`);
  }
};

const podSpecOf = (object: K8sObject): Json | undefined => {
  const spec = object.spec;
  const template = isObject(spec) ? spec.template : undefined;
  return isObject(template) && isObject(template.spec) ? template.spec : undefined;
};

export const renderLite = (dir: string): K8sObject[] => {
  const k = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization &
    Json;
  const unsupported = Object.keys(k).filter((key) => !supportedKeys.has(key));
  if (unsupported.length)
    throw new Error(`${dir}: the test renderer does not support ${unsupported.join(', ')}`);

  const objects: K8sObject[] = (k.resources ?? []).flatMap((resource) => {
    const file = path.join(dir, resource);
    return statSync(file).isDirectory() ? renderLite(file) : readYamlDocuments(file);
  });

  for (const generator of k.configMapGenerator ?? []) {
    const entries = [
      ...(generator.envs ?? []).flatMap((env) => readEnvFile(path.join(dir, env))),
      ...(generator.literals ?? []).map(splitAssignment),
    ];
    const existing = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === generator.name,
    );
    if (generator.behavior === 'merge') {
      if (!existing) throw new Error(`${dir}: merge into missing ConfigMap ${generator.name}`);
      existing.data = { ...(existing.data as Json), ...Object.fromEntries(entries) };
    } else {
      const labels = generator.options?.labels;
      objects.push({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: generator.name, ...(labels ? { labels: { ...labels } } : {}) },
        data: Object.fromEntries(entries),
      });
    }
  }

  for (const patch of k.patches ?? []) {
    if (patch.path) {
      for (const doc of readYamlDocuments(path.join(dir, patch.path))) {
        const target = objects.find((o) => matches(o, { kind: doc.kind, name: doc.metadata.name }));
        if (!target) throw new Error(`${dir}: patch ${patch.path} matches nothing`);
        strategicMerge(target, doc);
      }
    } else if (patch.patch && patch.target) {
      const targets = objects.filter((o) => matches(o, patch.target ?? {}));
      if (!targets.length)
        throw new Error(`${dir}: inline patch for ${JSON.stringify(patch.target)} matches nothing`);
      for (const target of targets)
        applyJsonPatch(target, parse(patch.patch) as { op: string; path: string }[]);
    } else throw new Error(`${dir}: unsupported patch form`);
  }

  for (const { pairs, includeTemplates, includeSelectors } of k.labels ?? []) {
    if (includeSelectors)
      throw new Error(`${dir}: includeSelectors is not supported by the test renderer`);
    for (const object of objects) {
      object.metadata.labels = { ...object.metadata.labels, ...pairs };
      const template = isObject(object.spec) ? object.spec.template : undefined;
      if (includeTemplates && isObject(template)) {
        const metadata = (template.metadata ??= {}) as Json;
        metadata.labels = { ...(metadata.labels as Json), ...pairs };
      }
    }
  }

  for (const image of k.images ?? []) {
    for (const container of objects.flatMap((o) => (podSpecOf(o)?.containers ?? []) as Json[])) {
      const [name, tag] = String(container.image).split(':');
      if (name === image.name) container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
    }
  }

  if (k.namespace) {
    for (const object of objects) {
      if (object.kind === 'Namespace') object.metadata.name = k.namespace;
      else object.metadata.namespace = k.namespace;
    }
  }
  return objects;
};
