/* global parent, location */
// keycloak-js's silent sign-on: the sign-on answered this hidden frame with a code (or "not
// signed in") in the address; the portal page around it reads that and goes on.
parent.postMessage(location.href, location.origin);
