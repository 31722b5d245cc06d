#!/usr/bin/env bash
# Ordered rollout of one overlay: config first, then the migration Job to completion, then everything
# else, so new api/worker pods never start against an unmigrated database.
# Usage: k8s/deploy.sh <dev|prod>   (needs kubectl with access to the cluster)
set -euo pipefail

overlay=${1:?usage: k8s/deploy.sh <dev|prod>}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
manifests=$(mktemp)
trap 'rm -f "$manifests"' EXIT

kubectl kustomize "$here/overlays/$overlay" >"$manifests"
namespace=$(awk '/^namespace:/ { print $2; exit }' "$here/overlays/$overlay/kustomization.yaml")
job=compliance-migrate

kubectl apply -f "$manifests" -l app.kubernetes.io/component=config
if ! kubectl -n "$namespace" get secret compliance-secrets >/dev/null 2>&1; then
  echo "Secret compliance-secrets is missing in namespace $namespace (keys: k8s/base/config/secret.example.yaml)" >&2
  exit 1
fi

# A Job's pod template is immutable: the previous release's Job goes before this one is created.
kubectl -n "$namespace" delete job "$job" --ignore-not-found --wait=true
kubectl apply -f "$manifests" -l app.kubernetes.io/component=migrate
deadline=$((SECONDS + 900))
while :; do
  state=$(kubectl -n "$namespace" get job "$job" -o jsonpath='{.status.conditions[?(@.status=="True")].type}')
  case " $state " in
    *" Complete "*) break ;;
    *" Failed "*)
      kubectl -n "$namespace" logs "job/$job" --tail=200 >&2 || true
      echo "migration job failed" >&2
      exit 1
      ;;
  esac
  if ((SECONDS > deadline)); then
    echo "migration job did not finish in 15 minutes" >&2
    exit 1
  fi
  sleep 5
done

# The worker's ScaledObject needs KEDA's CRDs; without KEDA the worker keeps its fixed replica count.
if kubectl get crd scaledobjects.keda.sh >/dev/null 2>&1; then
  kubectl apply -f "$manifests"
else
  echo "KEDA is not installed: applying everything except the worker's ScaledObject" >&2
  kubectl apply -f "$manifests" -l 'app.kubernetes.io/component!=worker-autoscaler'
fi
kubectl -n "$namespace" rollout status deployment/compliance-api --timeout=10m
kubectl -n "$namespace" rollout status deployment/compliance-worker --timeout=10m
