// Plain JavaScript on purpose: TypeScript (rewriteRelativeImportExtensions) wraps an import() of a
// computed URL in a helper that the loader's bundle does not carry, and the URL must be absolute:
// Chrome resolves a relative import() in a cross-origin classic script against about:blank.
export const importUrl = (url) => import(url);
