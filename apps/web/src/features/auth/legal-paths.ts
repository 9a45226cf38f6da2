/** The legal pages the login forms link to (SPEC §2). */
export const AGREEMENT_PATH = '/app/new-version/aboutUs/userAgreement';
export const PRIVACY_PATH = '/app/new-version/aboutUs/privacyPolicy';
