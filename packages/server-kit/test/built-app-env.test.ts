import { builtAppEnv } from '../src/testing/index.js';

describe('builtAppEnv', () => {
  it("drops the test runner's TypeScript loader from NODE_OPTIONS and keeps the rest", () => {
    const loader = process.env.STILLFRAME_TEST_LOADER;
    // The runner (jest.preset.cjs) names its loader and loads it in every test process.
    expect(loader).toMatch(/^--import \S+test-loader\S+$/);
    expect(process.env.NODE_OPTIONS).toContain(loader);

    const env = builtAppEnv({
      NODE_OPTIONS: `--enable-source-maps ${loader} --import ./probe.mjs`,
      PORT: '8080',
    });
    expect(env.NODE_OPTIONS).toBe('--enable-source-maps --import ./probe.mjs');
    expect(env.PORT).toBe('8080');
    expect(env.PATH).toBe(process.env.PATH);
    expect(builtAppEnv().NODE_OPTIONS).not.toContain('test-loader');
  });
});
