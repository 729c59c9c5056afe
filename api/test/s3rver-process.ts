// An S3-protocol server (s3rver) in a process of its own, so that a test can stop it with SIGSTOP (a hung bucket:
// the connection is accepted and nothing answers) and resume it with SIGCONT. Prints its port on the first line.
// Usage: bun api/test/s3rver-process.ts <folder> <bucket>
import S3rver from 's3rver';

const [folder, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
console.log(port);
