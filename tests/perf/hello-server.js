// @ts-check
/** The yardstick of `npm run bench`: the smallest Express app, on the same machine in the same run. */
import express from 'express';

const app = express();
app.get('*', (_req, res) => {
  res.send('Hello World!');
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
