// Module resolve hook: the packages a production install leaves out cannot be found. Hooks
// registered later run first, so this answers before tsx's resolver would find the workspace link.

/** Development-only packages: a production BFF must run without them. */
export const MOCK_ONLY_PACKAGES = ['@casino/mock-world', '@faker-js/faker'];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const refused = MOCK_ONLY_PACKAGES.find(
    (name) => specifier === name || specifier.startsWith(`${name}/`),
  );
  if (refused !== undefined) {
    const error = new Error(
      `Cannot find package '${refused}' imported from ${context.parentURL ?? 'the entry'} (not in a production install)`,
    );
    Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' });
    throw error;
  }
  return nextResolve(specifier, context);
}
