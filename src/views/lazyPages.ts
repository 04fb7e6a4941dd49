import { lazyPage } from './lazyPage';

// A new visitor's first screen: asked for as the script starts when nothing on the device names a
// family (`src/app/prefetch.ts`), so it comes with the app's own start, not after it.
export const welcomePage = lazyPage(() => import('./Welcome').then((module) => module.Welcome));
export const signInPage = lazyPage(() => import('./SignIn').then((module) => module.SignIn));

// The Week, Routine, Library, Rewards and Family pages are for parents, now and then: they load
// when first opened, so a kid's first load is only the Day view. The Week view's is asked for at
// the start when the address is the week's (`src/app/prefetch.ts`).
export const libraryPage = lazyPage(() =>
  import('./library/LibraryView').then((module) => module.LibraryView),
);
export const routinePage = lazyPage(() =>
  import('./RoutineView').then((module) => module.RoutineView),
);
export const weekPage = lazyPage(() => import('./week/WeekView').then((module) => module.WeekView));
export const rewardsPage = lazyPage(() =>
  import('./rewards/RewardsView').then((module) => module.RewardsView),
);
export const familySettingsPage = lazyPage(() =>
  import('./settings/FamilySettingsView').then((module) => module.FamilySettingsView),
);
