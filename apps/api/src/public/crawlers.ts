/**
 * Link-preview fetchers and search robots. WhatsApp, Telegram and the like fetch a link the moment it
 * is sent, so counting them would mark every guest "opened" before anyone looked.
 */
const CRAWLER =
  /whatsapp|facebookexternalhit|facebookcatalog|facebot|meta-externalagent|telegrambot|twitterbot|slackbot|slack-imgproxy|discordbot|linkedinbot|googlebot|google-inspectiontool|googleother|adsbot-google|mediapartners-google|feedfetcher-google|bingbot|bingpreview|yandex|baiduspider|duckduckbot|applebot|pinterest|redditbot|skypeuripreview|viber|line-poker|kakaotalk|snapchat|embedly|iframely|vkshare|w3c_validator|petalbot|semrushbot|ahrefsbot|mj12bot|dotbot|bytespider|gptbot|chatgpt-user|claudebot|perplexitybot|headlesschrome|lighthouse|chrome-lighthouse|bot\b|crawler|spider|preview/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER.test(userAgent);
}
