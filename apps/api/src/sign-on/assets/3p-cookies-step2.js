/* global document, parent */
// The second half of the cookie check of 3p-cookies-step1.js: answer the portal's page.
const supported = document.cookie.split('; ').includes('KEYCLOAK_3P_COOKIE=supported');
document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0; Path=/';
parent.postMessage(supported ? 'supported' : 'unsupported', '*');
