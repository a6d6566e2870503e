// Preloaded into a profiled server (--cpu-prof): a signal ends it through process.exit, which is
// what makes node write the profile; the default signal handling would kill it without one.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
