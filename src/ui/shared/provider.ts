/**
 * The provider's own addresses, shown in the 'Created by' and 'Powered by' links and when an
 * organisation has no support address of its own. The demo site is the provider's home page.
 */
export const PROVIDER_NAME = 'Korero';
export const PROVIDER_HOME_URL = '/';
export const PROVIDER_SUPPORT_EMAIL = 'support@korero.example';
