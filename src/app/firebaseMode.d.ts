/**
 * Whether this build carries Firebase mode's own code (vite.config.ts, `firebaseMode`): the
 * account menu, the connection banner, members and invites. `false` in an embedded build, which
 * leaves it out; what it guards still asks at run time whether the backend has accounts.
 */
declare const __FIREBASE_MODE__: boolean;
