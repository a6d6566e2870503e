/**
 * Vite's inline imports (a file as a data: URL), which the workerd tests use to get fixture files
 * without a file system. `?url&inline` for types Vite does not know as assets (.heic).
 */
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*?url&inline' {
  const dataUrl: string;
  export default dataUrl;
}
