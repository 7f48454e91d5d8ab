/* global document */
// The logout page was opened by the portal with an id_token_hint: confirm without asking.
document.getElementById('kc-logout')?.click();
