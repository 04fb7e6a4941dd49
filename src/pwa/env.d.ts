interface ImportMetaEnv {
  /** Names the build (e.g. in the update tests); unset in everyday builds. */
  readonly VITE_BUILD_ID?: string;
}
