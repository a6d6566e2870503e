/** `import(url)` of an absolute URL, kept out of TypeScript's emit (see import-url.js). */
export declare function importUrl<T = unknown>(url: string): Promise<T>;
