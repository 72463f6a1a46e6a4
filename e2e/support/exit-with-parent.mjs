// Loaded into each BFF a journey worker starts (node --import). The worker stops its BFF when it
// ends; when it dies without doing so (a crash, a kill), the IPC channel to it closes and the BFF
// shuts down as on SIGTERM, so no server outlives the worker that started it.
if (process.channel !== undefined) {
  // The channel must not keep the BFF alive on its own once the server has closed.
  process.channel.unref();
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
  });
}
