// Test stand-in for the built service worker (dist/platform/service-worker.js).
self.addEventListener("fetch", () => {});
