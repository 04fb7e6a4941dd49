const CONFETTI = ['🎉', '⭐', '🎊', '✨', '🌟', '🎈', '⭐', '🎉'];

/** A short burst when a kid finishes everything; text only with reduced motion. */
export function Celebration({ name }: { name: string }) {
  return (
    <div className="celebration" data-no-last-frame>
      <div className="celebration__burst" aria-hidden="true">
        {CONFETTI.map((piece, index) => (
          <span key={index} className="celebration__piece">
            {piece}
          </span>
        ))}
      </div>
      <p className="celebration__text" role="status">
        {`All done, ${name}! 🎉`}
      </p>
    </div>
  );
}
