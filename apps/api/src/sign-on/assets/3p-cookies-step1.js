/* global document, location */
// keycloak-js asks whether the sign-on's cookies reach it in a frame of the portal's page: set a
// test cookie here, then read it on the next page (the same check as Keycloak's own pages).
const secure = location.protocol === 'https:';
document.cookie = `KEYCLOAK_3P_COOKIE=supported; Max-Age=60; Path=/${secure ? '; SameSite=None; Secure' : ''}`;
location.replace('step2.html');
