export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __stillframeTestInfra?: { stop(): Promise<void> } };
  await holder.__stillframeTestInfra?.stop();
}
