/**
 * Whether this build carries Firebase mode's own screens (vite.config.ts, `firebaseScreens`):
 * `false` in an embedded build, which leaves them out. Each screen still asks at run time
 * whether the backend has accounts.
 */
declare const __FIREBASE_SCREENS__: boolean;
