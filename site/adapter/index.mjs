// Our own Astro adapter: the built server entry is imported by the Elysia process (api/src/site.ts),
// which serves the prerendered files itself and asks Astro only for on-demand pages (/p, /d).
export default function elysiaAdapter() {
  return {
    name: 'dynacard-elysia',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'dynacard-elysia',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entrypoint.mjs', import.meta.url),
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'unsupported',
            envGetSecret: 'unsupported',
          },
        });
      },
    },
  };
}
