import type commonEn from '@client/app/i18n/en';
import type authEn from '@client/features/auth/i18n/en';
import type blockEn from '@client/features/blocks/i18n/en';
import type connectionsEn from '@client/features/connections/i18n/en';
import type homeEn from '@client/features/home/i18n/en';
import type paymentsEn from '@client/features/payments/i18n/en';
import type formEn from '@client/features/profile-form/i18n/en';
import type profileViewEn from '@client/features/profile-view/i18n/en';
import type profilesEn from '@client/features/profiles/i18n/en';
import type reportEn from '@client/features/reports/i18n/en';

/** Typed keys: `t('…')` accepts only keys of the English catalogs (registered in app/i18n/catalogs.ts). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof commonEn;
      home: typeof homeEn;
      auth: typeof authEn;
      form: typeof formEn;
      profiles: typeof profilesEn;
      connections: typeof connectionsEn;
      profileView: typeof profileViewEn;
      report: typeof reportEn;
      block: typeof blockEn;
      payments: typeof paymentsEn;
      messages: Record<string, string>;
      options: Record<string, string>;
    };
  }
}
