const { createApp } = require('../../gateway/dist/app.factory');
const { loadConfig } = require('../../gateway/dist/config/config');

/**
 * `count` gateway processes' apps on one database, each listening with its API base URL; the first seeds the demo
 * group. Started in turn, as the processes of one deployment would be.
 */
async function startBenchGateways(databaseUrl, count) {
  const gateways = [];
  for (let i = 0; i < count; i++) {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: String(i === 0),
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000',
    });
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    gateways.push({ app, base: `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api` });
  }
  return gateways;
}

module.exports = { startBenchGateways };
