/**
 * Netlify build plugin: after a successful production deploy, sends the shopper alerts this build
 * queued (`npm run alerts -- --site $FORECOURT_SITE --phase send --if-production`). onSuccess runs
 * after the deploy is published and cannot fail it: a failed send is logged and stays queued for
 * the next build.
 */

/** The command for the site being built, or undefined without FORECOURT_SITE. */
export function alertSendCommand(env = process.env) {
  const site = env.FORECOURT_SITE;
  if (!site || !/^[a-z0-9][a-z0-9-]*$/.test(site)) return undefined;
  return `npm run alerts -- --site ${site} --phase send --if-production`;
}

export const onSuccess = async ({ utils }) => {
  const command = alertSendCommand();
  if (!command) {
    console.log('[forecourt] alerts: FORECOURT_SITE is not set; nothing sent.');
    return;
  }
  try {
    await utils.run.command(command);
  } catch (error) {
    utils.status.show({
      title: 'Alerts not sent',
      summary: `${error instanceof Error ? error.message : error}. They stay queued for the next build.`,
    });
  }
};
