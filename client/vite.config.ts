import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { i18nResources, LOCALES } from '../shared/src/i18n/index';

const shared = fileURLToPath(new URL('../shared/src', import.meta.url));
// The dev server forwards API and socket traffic to a gateway (GATEWAY_URL, default the one of npm start).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

const MESSAGES = 'virtual:covers-messages';

/**
 * `virtual:covers-messages`: English in the entry, every other language in a chunk of its own, each only
 * that language's strings (the message files hold all five side by side). The dev server imports the
 * sources instead, so edited messages reload.
 */
function messagesPlugin(): Plugin {
  let serve = false;
  return {
    name: 'covers-messages',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === MESSAGES || id.startsWith(`${MESSAGES}/`) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${MESSAGES}`) {
        const others = LOCALES.filter((locale) => locale !== 'en_US');
        const loaders = others.map((locale) => `${locale}: () => import('${MESSAGES}/${locale}')`).join(', ');
        return [
          `import english from '${MESSAGES}/en_US';`,
          'export const en_US = english;',
          `const loaders = { ${loaders} };`,
          "export async function load(locale) { return locale === 'en_US' ? english : (await loaders[locale]()).default; }",
        ].join('\n');
      }
      if (!id.startsWith(`\0${MESSAGES}/`)) return null;
      const locale = id.slice(MESSAGES.length + 2) as (typeof LOCALES)[number];
      if (serve) return `import { i18nResources } from '@covers/shared/i18n';\nexport default i18nResources()['${locale}'].translation;`;
      return `export default ${JSON.stringify(i18nResources()[locale].translation)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), messagesPlugin()],
  // shared/ is compiled to CommonJS for Node; the browser bundle takes its TypeScript sources instead.
  // The shell imports subpaths (`@covers/shared/i18n`) so the first screen does not carry zod schemas.
  resolve: {
    alias: [
      { find: /^@covers\/shared$/, replacement: `${shared}/index.ts` },
      { find: /^@covers\/shared\/(.*)$/, replacement: `${shared}/$1` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': gateway,
      '/socket.io': { target: gateway, ws: true },
      '/yjs': { target: gateway, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
});
