/// <reference types="vite/client" />

type ImportMetaEnv = {
  readonly VITE_STORAGE_KEY: string;
};

type ImportMeta = {
  readonly env: ImportMetaEnv;
};
