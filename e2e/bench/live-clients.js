// Child process of live.bench.js: holds N Socket.IO clients and reports when each message reached all of them.
const { performance } = require('node:perf_hooks');
const { io } = require('socket.io-client');

const now = () => performance.timeOrigin + performance.now();
let sockets = [];
let arrivals = new Map();

async function connectAll({ url, count, auth }) {
  arrivals = new Map();
  const connectOne = () =>
    new Promise((resolve, reject) => {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth });
      socket.on('domain-event', (message) => {
        const at = now();
        let list = arrivals.get(message.position);
        if (!list) arrivals.set(message.position, (list = []));
        list.push(at);
        if (list.length === count) process.send({ type: 'all-arrived', position: message.position });
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  sockets = [];
  for (let i = 0; i < count; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, connectOne))));
  }
  process.send({ type: 'connected', count: sockets.length });
}

process.on('message', async (message) => {
  if (message.type === 'connect') await connectAll(message);
  if (message.type === 'report') process.send({ type: 'report', arrivals: [...arrivals] });
  if (message.type === 'disconnect') {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    process.send({ type: 'disconnected' });
  }
  if (message.type === 'exit') process.exit(0);
});
