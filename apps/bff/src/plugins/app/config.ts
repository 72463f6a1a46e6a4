import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface ConfigPluginOptions {
  config: Config;
}

/** The parsed configuration, for plugins and routes that need it. */
export const configPlugin = fp<ConfigPluginOptions>(
  (fastify, { config }, done) => {
    fastify.decorate('config', config);
    done();
  },
  { name: 'config' },
);
