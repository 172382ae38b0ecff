import { type OperationTable } from './operation-facts.ts';

/** The process's health, the site's files, the support forms and the usage events. */
export const SITE_OPERATIONS: OperationTable = {
  'GET /healthz': { operationId: 'getHealth', summary: 'Is the process up', tag: 'health' },
  'GET /readyz': {
    operationId: 'getReadiness',
    summary: 'Can it serve: database (and Redis) reachable',
    tag: 'health',
  },

  'GET /robots.txt': { operationId: 'getRobotsTxt', summary: 'robots.txt', tag: 'site' },
  'GET /sitemap.xml': {
    operationId: 'getSitemapIndex',
    summary: 'The index of the sitemaps',
    tag: 'site',
  },
  'GET /sitemaps/pages.xml': {
    operationId: 'getPagesSitemap',
    summary: 'The sitemap of the marketing and help pages',
    tag: 'site',
  },
  'GET /sitemaps/{file}': {
    operationId: 'getTitlesSitemap',
    summary: "A sitemap of titles' details pages (titles-N.xml)",
    tag: 'site',
    example: { path: { file: 'titles-1.xml' } },
  },

  'POST /v2/support/contact': {
    operationId: 'sendContactForm',
    summary: 'Send a contact-us form',
    tag: 'support',
    example: {
      body: {
        form: 'retail',
        name: 'Alex Citizen',
        email: 'alex@example.com',
        boxId: 'CUST0001',
        topic: 'billing',
        message: 'My bill shows a pack twice.',
      },
    },
  },
  'POST /v2/support/news': {
    operationId: 'signUpForNews',
    summary: 'Sign up for the newsletter (confirmed by mail)',
    tag: 'support',
    example: { body: { email: 'reader@example.com', source: 'welcome' } },
  },
  'POST /v2/support/news/unsubscribe': {
    operationId: 'unsubscribeFromNews',
    summary: "Leave the newsletter with the mail's token",
    tag: 'support',
    errors: ['ERR_NOT_FOUND'],
    example: { body: { token: 'token-from-the-mail-link' } },
  },
  'POST /v2/support/insiders': {
    operationId: 'registerInsider',
    summary: 'Join the insiders programme',
    tag: 'support',
    example: { body: { name: 'Sam', email: 'sam@example.com', boxId: 'ABC12345' } },
  },
  'POST /v2/support/insiders/unregister': {
    operationId: 'unregisterInsider',
    summary: 'Leave the insiders programme',
    tag: 'support',
    errors: ['ERR_NOT_FOUND'],
    example: { body: { email: 'sam@example.com', boxId: 'ABC12345' } },
  },

  'POST /v2/events': {
    operationId: 'sendEvents',
    summary: 'Send a batch of usage events (after consent)',
    tag: 'events',
    example: {
      body: {
        data: '[{"eventName":"page_view","data":{"eventTime":1764288000,"platform":"web","app":"web-store","appVersion":"5.19.0"}}]',
      },
    },
  },
};
