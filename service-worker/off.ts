/// <reference lib="webworker" />
// The service worker when it is turned off (SERVICE_WORKER=off at build time): it replaces any
// version already installed in visitors' browsers, removes its caches and unregisters itself,
// so every page comes from the network again.
declare const self: ServiceWorkerGlobalScope;
export {};

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: "window" }))
        client.postMessage({ type: "SERVICE_WORKER_REMOVED" });
    })(),
  );
});
