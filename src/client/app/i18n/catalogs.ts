import authEn from '@client/features/auth/i18n/en';
import homeEn from '@client/features/home/i18n/en';
import { registerCatalogs } from '@client/lib/i18n';
import commonEn from './en';

/**
 * Every feature's catalogs, composed here (features do not import each other, and lib/ knows none of them).
 * English for the first screen (common, home, auth) is in the main bundle; every other catalog is a lazy
 * chunk, loaded with the route that needs it (router.tsx) or when the language changes.
 */
registerCatalogs(
  {
    en: {
      form: () => import('@client/features/profile-form/i18n/en'),
      profiles: () => import('@client/features/profiles/i18n/en'),
      connections: () => import('@client/features/connections/i18n/en'),
      profileView: () => import('@client/features/profile-view/i18n/en'),
      report: () => import('@client/features/reports/i18n/en'),
      block: () => import('@client/features/blocks/i18n/en'),
      payments: () => import('@client/features/payments/i18n/en'),
    },
    ur: {
      common: () => import('./ur'),
      home: () => import('@client/features/home/i18n/ur'),
      auth: () => import('@client/features/auth/i18n/ur'),
      form: () => import('@client/features/profile-form/i18n/ur'),
      profiles: () => import('@client/features/profiles/i18n/ur'),
      connections: () => import('@client/features/connections/i18n/ur'),
      profileView: () => import('@client/features/profile-view/i18n/ur'),
      report: () => import('@client/features/reports/i18n/ur'),
      block: () => import('@client/features/blocks/i18n/ur'),
      payments: () => import('@client/features/payments/i18n/ur'),
      messages: () => import('@client/lib/catalogs/messages-ur'),
      options: () => import('@client/lib/catalogs/options-ur'),
    },
  },
  { common: commonEn, home: homeEn, auth: authEn },
);
