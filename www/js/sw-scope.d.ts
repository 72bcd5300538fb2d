// For the type check of sw.js alone (tsconfig.sw.json). The worker lib types `self` as any
// worker's scope; a service worker's has these too, and its events carry their own types.
// (Declared after the lib's, these overloads of addEventListener are tried first.)

interface WorkerGlobalScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof ServiceWorkerGlobalScopeEventMap>(
    type: K,
    listener: (this: ServiceWorkerGlobalScope, ev: ServiceWorkerGlobalScopeEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions,
  ): void;
}
