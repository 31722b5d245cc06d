// Which cached answers a change notice touches: shared by the query cache and the response cache.

/** An answer for `entryPaths` is touched by a change of `changed` (a path, above or below). */
export const dependsOn = (entryPaths: readonly string[], changed: readonly string[]) =>
  entryPaths.some((path) =>
    changed.some((key) => key === path || key.startsWith(`${path}/`) || path.startsWith(`${key}/`)),
  );
