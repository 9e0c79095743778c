// The V8 flags the server process runs with, wherever it runs: `npm start` (scripts/start.mjs), the browser tests'
// server (scripts/e2e-server.mjs), `npm run bench` (bench/lib/server.mjs); the Docker image and `npm start -w server`
// spell them out (Dockerfile, server/package.json), and server/test/drift/server-node-flags.test.ts holds them equal.
//
// --max-semi-space-size=32 (MB; V8 sizes it at 16 here): under load a request's objects live for its whole answer
// (50–100 ms with 32 transfers in flight), and a young generation that filled every ~0.2 s copied many of them in
// each scavenge and promoted them to the old generation (6–9 ms a scavenge, ~10 MB/s promoted, --trace-gc). Twice
// the room: transfers +8.7% a second and the machine's CPU per transfer −7.7% (two builds side by side, 8 rounds,
// every round in its favour), for ~35 MB more peak RSS (339 → 374 MB; serverRssMb's target is 400). 64 MB gained
// nothing more and peaked at 427 MB.
//
// --heap-growing-percent=100: after a full collection V8 lets the old generation grow to up to 4× what survived
// it when collecting looks cheap. Under the transfer load 60 MB survived a forced collection (process.memoryUsage
// after gc(), every 3 s) while the old generation reached 237 MB of mostly dead objects: serverRssMb read 397–401
// against its 400 target. Twice what survived instead: peak RSS 274 MB, GraphQL transfers 806/s against 811–826/s
// without it (within the runs' noise), on Node 20 and 24 alike (the flag exists in both).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=100'];
