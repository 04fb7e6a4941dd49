import { useEffect } from 'react';

const buildId = import.meta.env.VITE_BUILD_ID;

/** Marks the page with the build it runs (`<html data-build="…">`) when the build is named. */
export function useBuildMarker(): void {
  useEffect(() => {
    if (buildId) document.documentElement.dataset.build = buildId;
  }, []);
}
