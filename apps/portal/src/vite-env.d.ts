/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SSO_URL?: string;
  readonly VITE_SSO_REALM?: string;
  readonly VITE_SSO_CLIENT_ID?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_API_CLIENT_SEGMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
