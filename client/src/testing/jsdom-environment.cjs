// jsdom plus the web platform classes it lacks and Node has: react-router builds Requests for navigations.
const { TestEnvironment } = require('jest-environment-jsdom');

class ClientTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, TextEncoder, TextDecoder });
  }
}

module.exports = ClientTestEnvironment;
