// Setup for the 'server' test project. Each test file builds its own app and database through
// ./harness, so nothing global is needed beyond a predictable environment.
process.env.NODE_ENV = 'test';
process.env.TZ ??= 'UTC';
