// jsdom without the Fetch API classes that react-router's data router uses: take Node's, and
// Node's AbortController with them (a Request accepts only a signal of its own realm); and
// without structuredClone, which the charts use.
const { TestEnvironment } = require('jest-environment-jsdom');

class DomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = DomWithFetch;
