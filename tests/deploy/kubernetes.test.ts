import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { validateK8sObject } from './support/k8s-models';
import {
  hasKubectl,
  type K8sObject,
  readYamlDocuments,
  renderLite,
  renderWithKubectl,
} from './support/kustomize';
import { fromRoot } from './support/paths';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const kubectl = hasKubectl();
const overlayDir = (overlay: string): string => fromRoot('k8s', 'overlays', overlay);
const render = (overlay: string): K8sObject[] =>
  kubectl ? renderWithKubectl(overlayDir(overlay)) : renderLite(overlayDir(overlay));

const byKindAndName = (a: K8sObject, b: K8sObject): number =>
  `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`);
// kubectl appends a content hash to generated ConfigMap names; the test renderer does not.
const normalize = (objects: K8sObject[]): K8sObject[] =>
  (
    JSON.parse(
      JSON.stringify(objects).replace(/(compliance-config)-[a-z0-9]{10}/g, '$1'),
    ) as K8sObject[]
  ).sort(byKindAndName);

const find = (objects: K8sObject[], kind: string, name?: string): Json => {
  const found = objects.find((o) => o.kind === kind && (!name || o.metadata.name === name));
  if (!found) throw new Error(`no ${kind} ${name ?? ''} rendered`);
  return found;
};
const workloads = (objects: K8sObject[]): Json[] =>
  objects.filter((o) => ['Deployment', 'Job'].includes(o.kind));
const containersOf = (workload: Json): Json[] => workload.spec.template.spec.containers;

const composeAppEnvKeys = (): string[] => {
  const compose = parse(readFileSync(fromRoot('docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as Json;
  return Object.keys(compose.services.api.environment as Json);
};
const secretExamplePath = fromRoot('k8s', 'base', 'config', 'secret.example.yaml');
const signingSecretExamplePath = fromRoot(
  'k8s',
  'base',
  'config',
  'signing-key-secret.example.yaml',
);

describe.each([
  { overlay: 'dev', namespace: 'compliance-dev' },
  { overlay: 'prod', namespace: 'compliance' },
])('k8s overlay $overlay', ({ overlay, namespace }) => {
  let objects: K8sObject[] = [];
  beforeAll(() => {
    objects = render(overlay);
  });

  it('renders the full set of objects (and the test renderer matches kubectl where kubectl exists)', () => {
    expect(objects.map((o) => o.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'Namespace',
      'PodDisruptionBudget',
      'ScaledObject',
      'Service',
    ]);
    if (kubectl) expect(normalize(renderLite(overlayDir(overlay)))).toEqual(normalize(objects));
  });

  it('validates every object against the Kubernetes schemas', async () => {
    // KEDA's ScaledObject is a custom resource with no schema in kubernetes-models: checked below.
    const builtIn = objects.filter((o) => !o.apiVersion.startsWith('keda.sh/'));
    expect(builtIn.length).toBe(objects.length - 1);
    const errors = (await Promise.all(builtIn.map(validateK8sObject))).filter(Boolean);
    expect(errors).toEqual([]);
  });

  it('scales the worker with KEDA on the queue depth the worker exports, within its replica range', () => {
    const worker = find(objects, 'Deployment', 'compliance-worker');
    const scaled = find(objects, 'ScaledObject', 'compliance-worker');
    expect(scaled.apiVersion).toBe('keda.sh/v1alpha1');
    expect(scaled.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: worker.metadata.name,
    });
    expect(Number.isInteger(scaled.spec.minReplicaCount)).toBe(true);
    expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(scaled.spec.minReplicaCount).toBeLessThanOrEqual(scaled.spec.maxReplicaCount);
    expect(worker.spec.replicas).toBeGreaterThanOrEqual(scaled.spec.minReplicaCount);
    expect(worker.spec.replicas).toBeLessThanOrEqual(scaled.spec.maxReplicaCount);
    const [trigger, ...others] = scaled.spec.triggers as Json[];
    expect(others).toEqual([]);
    expect(trigger?.type).toBe('prometheus');
    expect(trigger?.metadata.serverAddress).toMatch(/^https?:\/\//);
    expect(trigger?.metadata.query).toContain('compliance_queue_depth{');
    expect(trigger?.metadata.query).toContain(`namespace="${namespace}"`);
    expect(Number(trigger?.metadata.threshold)).toBeGreaterThan(0);
    // KEDA reads every metadata value as a string.
    for (const value of Object.values(trigger?.metadata as Json))
      expect(typeof value).toBe('string');
    // The worker's metrics port is declared and announced for scraping.
    const [container] = containersOf(worker);
    expect(container?.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
    expect(worker.spec.template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '9464',
    });
    // No plain HPA competes with the HPA that KEDA creates for the worker.
    const hpaTargets = objects
      .filter((o) => o.kind === 'HorizontalPodAutoscaler')
      .map((o) => (o as Json).spec.scaleTargetRef.name);
    expect(hpaTargets).not.toContain(worker.metadata.name);
  });

  it('puts everything in the overlay namespace and renders no Secret', () => {
    expect(find(objects, 'Namespace').metadata.name).toBe(namespace);
    expect(
      objects
        .filter((o) => o.kind !== 'Namespace')
        .every((o) => o.metadata.namespace === namespace),
    ).toBe(true);
    expect(objects.some((o) => o.kind === 'Secret')).toBe(false);
  });

  it('runs every pod as non-root, read-only, without privileges, with requests and limits', () => {
    for (const workload of workloads(objects)) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext, workload.metadata.name).toMatchObject({ runAsNonRoot: true });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      const tmpVolume = pod.volumes.find((v: Json) => v.emptyDir);
      for (const container of pod.containers as Json[]) {
        expect(container.securityContext, container.name).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        for (const bound of ['requests', 'limits']) {
          expect(
            Object.keys(container.resources[bound] ?? {}).sort(),
            `${container.name} ${bound}`,
          ).toEqual(['cpu', 'memory']);
        }
        expect(container.volumeMounts).toContainEqual({ name: tmpVolume.name, mountPath: '/tmp' });
      }
    }
  });

  it('probes the api on /readyz and /healthz and the worker through Redis', () => {
    const [api] = containersOf(find(objects, 'Deployment', 'compliance-api'));
    const portNames = (api?.ports as Json[]).map((p) => p.name);
    expect(api?.readinessProbe.httpGet.path).toBe('/readyz');
    expect(api?.livenessProbe.httpGet.path).toBe('/healthz');
    expect(portNames).toContain(api?.readinessProbe.httpGet.port);
    expect(portNames).toContain(api?.livenessProbe.httpGet.port);
    const [worker] = containersOf(find(objects, 'Deployment', 'compliance-worker'));
    for (const probe of [worker?.readinessProbe, worker?.livenessProbe]) {
      expect(probe.exec.command).toEqual([
        'node',
        '/usr/local/lib/compliance/healthcheck.mjs',
        'redis',
      ]);
    }
  });

  it('wires the Service, Ingress, HPA and PDB to the api pods', () => {
    const api = find(objects, 'Deployment', 'compliance-api');
    const podLabels = api.spec.template.metadata.labels as Json;
    const service = find(objects, 'Service', 'compliance-api');
    expect(podLabels).toMatchObject(service.spec.selector);
    expect(podLabels).toMatchObject(find(objects, 'PodDisruptionBudget').spec.selector.matchLabels);
    const containerPorts = (containersOf(api)[0]?.ports as Json[]).map((p) => p.name);
    expect(containerPorts).toContain(service.spec.ports[0].targetPort);
    const backend = find(objects, 'Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect((service.spec.ports as Json[]).map((p) => p.name)).toContain(backend.port.name);
    const hpa = find(objects, 'HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'compliance-api',
    });
    expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
    expect(api.spec.replicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
  });

  it('gives every workload the ConfigMap and the external Secret, together the same variables as compose', () => {
    const configMap = find(objects, 'ConfigMap');
    for (const workload of workloads(objects)) {
      for (const container of containersOf(workload)) {
        expect(container.envFrom).toEqual([
          { configMapRef: { name: configMap.metadata.name } },
          { secretRef: { name: 'compliance-secrets' } },
        ]);
      }
    }
    const configKeys = Object.keys(configMap.data as Json);
    expect(
      configKeys.filter((key) => /PASSWORD|SECRET|DATABASE_URL|REDIS_URL|ACCESS_KEY/.test(key)),
    ).toEqual([]);
    const secretKeys = Object.keys(readYamlDocuments(secretExamplePath)[0]?.stringData as Json);
    expect([...configKeys, ...secretKeys].sort()).toEqual(composeAppEnvKeys().sort());
  });

  it('runs migrations as a one-shot Job ordered before the rollout', () => {
    const job = find(objects, 'Job', 'compliance-migrate');
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.spec.backoffLimit).toBeLessThanOrEqual(3);
    expect(job.metadata.annotations['argocd.argoproj.io/hook']).toBe('PreSync');
    expect(containersOf(job)[0]?.image).toMatch(/\/migrate:/);
    // k8s/deploy.sh applies these label groups in order: config, then migrate, then the rest.
    const component = (o: K8sObject): string | undefined =>
      o.metadata.labels?.['app.kubernetes.io/component'];
    expect(
      objects
        .filter((o) => component(o) === 'config')
        .map((o) => o.kind)
        .sort(),
    ).toEqual(['ConfigMap', 'Namespace']);
    expect(objects.filter((o) => component(o) === 'migrate').map((o) => o.kind)).toEqual(['Job']);
  });

  it('pins every image to an explicit, non-latest tag from the registry', () => {
    const images = workloads(objects).flatMap((w) => containersOf(w).map((c) => c.image as string));
    expect(images.sort()).toEqual(
      ['api', 'migrate', 'worker'].map(
        (target) => `registry.example.com/compliance-platform/${target}:0.1.0`,
      ),
    );
  });
});

describe('k8s overlays differ where they should', () => {
  it('prod scales wider and terminates TLS; dev runs small and verbose', () => {
    const dev = render('dev');
    const prod = render('prod');
    expect(find(prod, 'HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThanOrEqual(3);
    expect(find(prod, 'Deployment', 'compliance-worker').spec.replicas).toBeGreaterThanOrEqual(2);
    expect(find(prod, 'ScaledObject').spec.maxReplicaCount).toBeGreaterThan(
      find(dev, 'ScaledObject').spec.maxReplicaCount,
    );
    expect(find(prod, 'Ingress').spec.tls).toEqual([
      { hosts: ['compliance.example.com'], secretName: 'compliance-tls' },
    ]);
    expect(find(dev, 'Deployment', 'compliance-api').spec.replicas).toBe(1);
    expect(find(dev, 'ConfigMap').data.LOG_LEVEL).toBe('debug');
    expect(find(dev, 'Ingress').spec.tls).toBeUndefined();
  });

  it('prod signs in through OpenID Connect; dev keeps the fixed user', () => {
    expect(find(render('prod'), 'ConfigMap').data).toMatchObject({
      AUTH_MODE: 'oidc',
      PUBLIC_URL: 'https://compliance.example.com',
      OIDC_ISSUER_URL: expect.stringMatching(/^https:\/\//),
      OIDC_CLIENT_ID: expect.any(String),
    });
    expect(find(render('dev'), 'ConfigMap').data.AUTH_MODE).toBe('none');
    const [secret] = readYamlDocuments(secretExamplePath);
    expect(secret?.stringData).toHaveProperty('OIDC_CLIENT_SECRET', 'REPLACE_ME');
  });
});

describe('k8s secrets', () => {
  const yamlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const file = path.join(dir, entry);
      return statSync(file).isDirectory() ? yamlFiles(file) : /\.ya?ml$/.test(entry) ? [file] : [];
    });

  it('commits only the example Secrets, which hold placeholders and are applied by no kustomization', async () => {
    const secretFiles = yamlFiles(fromRoot('k8s')).filter((file) =>
      readYamlDocuments(file).some((doc) => doc.kind === 'Secret'),
    );
    expect(secretFiles.sort()).toEqual([secretExamplePath, signingSecretExamplePath].sort());
    const [signing] = readYamlDocuments(signingSecretExamplePath);
    expect(signing && (await validateK8sObject(signing))).toBeUndefined();
    expect(Object.values(signing?.stringData as Record<string, string>)[0]).toContain('REPLACE_ME');
    const [secret] = readYamlDocuments(secretExamplePath);
    expect(secret && (await validateK8sObject(secret))).toBeUndefined();
    for (const value of Object.values(secret?.stringData as Record<string, string>)) {
      const placeholder = value === 'REPLACE_ME' || new URL(value).password === 'PASSWORD';
      expect(placeholder, value).toBe(true);
    }
    const kustomizations = yamlFiles(fromRoot('k8s')).filter(
      (f) => path.basename(f) === 'kustomization.yaml',
    );
    expect(kustomizations.length).toBe(3);
    // Parsed, so the comment that points readers at the example does not count.
    for (const file of kustomizations) {
      expect(JSON.stringify(parse(readFileSync(file, 'utf8')))).not.toContain('secret.example');
      expect(JSON.stringify(parse(readFileSync(file, 'utf8')))).not.toContain('signing-key-secret');
    }
  });
});
