// Preloaded into the gateway by bench:floor (node --expose-gc --require): answers 'memory' over the fork
// channel with the process's memory after a full garbage collection, so growth means live objects.
process.on('message', (message) => {
  if (message !== 'memory') return;
  global.gc();
  const { rss, heapUsed } = process.memoryUsage();
  process.send({ rss, heapUsed });
});
