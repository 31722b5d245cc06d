import type { K8sObject } from './kustomize';

type ModelClass = new (data: unknown) => { validate(): void };

/** Validates one object against kubernetes-models' schema for its apiVersion/kind; returns the error, if any. */
export const validateK8sObject = async (object: K8sObject): Promise<string | undefined> => {
  const specifier = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  let Model: ModelClass | undefined;
  try {
    Model = ((await import(specifier)) as Record<string, ModelClass>)[object.kind];
  } catch {
    return `${object.kind}/${object.metadata.name}: no schema for ${object.apiVersion} ${object.kind}`;
  }
  if (!Model)
    return `${object.kind}/${object.metadata.name}: ${specifier} exports no ${object.kind}`;
  try {
    new Model(object).validate();
    return undefined;
  } catch (error) {
    return `${object.kind}/${object.metadata.name}: ${(error as Error).message}`;
  }
};
