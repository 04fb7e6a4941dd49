/** Loads the page afresh: the way out when a screen or the store cannot go on without it. */
export function ReloadButton({ label = 'Reload' }: { label?: string }) {
  return (
    <button
      className="button button--primary"
      type="button"
      onClick={() => window.location.reload()}
    >
      {label}
    </button>
  );
}
