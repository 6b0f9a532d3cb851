// Loaded (`node --import`) into a service that a test starts: its stdin is a pipe from the test
// process, which closes when that process ends, also when it is killed and cannot clean up.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
