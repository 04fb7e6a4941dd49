import type { FamilyView } from '../../machines/route';

const VIEW_NAMES: Record<FamilyView, string> = {
  templates: 'Routine',
  library: 'Library',
  settings: 'Family',
};

/** The family's other views are on their way; until then, a friendly way back. */
export function ComingSoon({ familyId, view }: { familyId: string; view: FamilyView }) {
  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center">
        <p className="eyebrow">{VIEW_NAMES[view]}</p>
        <h1 className="card__title">This page is coming soon</h1>
        <p className="card__text">We’re still building it. Your lists are waiting for you.</p>
        <a
          className="button button--primary button--link"
          href={`/${encodeURIComponent(familyId)}`}
        >
          Back to today
        </a>
      </div>
    </main>
  );
}
