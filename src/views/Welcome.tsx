import { useRef, useState, type FormEvent } from 'react';
import {
  selectAppError,
  selectIsStartingFamily,
  selectMyFamilies,
  type MyFamily,
} from '../../machines/app';
import { isBlank, visibleTrim } from '../../machines/domain/text';
import { AppActorContext } from '../app/appActorContext';
import { useAppServices } from '../app/appServices';
import { AccountMenu } from './AccountMenu';
import { ErrorNotice } from './ErrorBanner';
import { KidNameFields, type KidNameField } from './KidNameFields';
import { NameField } from './NameField';
import { RestoreBackup } from './RestoreBackup';
import './welcome.css';

const FIRST_KIDS: KidNameField[] = [
  { key: 1, name: '' },
  { key: 2, name: '' },
];

/** `/` on a new device: start a family (a name and the kids) in one step. */
export function Welcome() {
  const app = AppActorContext.useActorRef();
  const starting = AppActorContext.useSelector(selectIsStartingFamily);
  const error = AppActorContext.useSelector(selectAppError);
  const myFamilies = AppActorContext.useSelector(selectMyFamilies);
  const { accounts } = useAppServices();
  // What is typed lives here until it is sent: the app machine keeps no welcome draft.
  const [familyName, setFamilyName] = useState('');
  const [kids, setKids] = useState(FIRST_KIDS);
  const [missingKid, setMissingKid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting) return;
    const kidNames = kids.map((kid) => visibleTrim(kid.name)).filter((name) => name !== '');
    if (kidNames.length === 0) {
      setMissingKid(true);
      formRef.current?.querySelector<HTMLInputElement>('input[data-kid-field]')?.focus();
      return;
    }
    setMissingKid(false);
    app.send({ type: 'family.start', name: visibleTrim(familyName), kidNames });
  }

  return (
    <main className="page page--narrow welcome">
      <div className="welcome__account">{__FIREBASE_MODE__ && <AccountMenu />}</div>
      <header className="welcome__header">
        <p className="welcome__emoji" aria-hidden="true">
          🦊🐢🦄
        </p>
        <h1 className="welcome__title">Kids To-Do</h1>
        <p className="welcome__lead">
          A to-do list for every kid in the family. Tick things off, together!
        </p>
      </header>
      {myFamilies.length > 0 && (
        <MyFamilies
          families={myFamilies}
          title={accounts ? 'Your families' : 'Families on this device'}
        />
      )}
      <form ref={formRef} className="card welcome__form" onSubmit={handleSubmit} noValidate>
        <h2 className="welcome__form-title">
          {myFamilies.length > 0 ? 'Or start another family' : 'Start your family'}
        </h2>
        <div className="field">
          <NameField
            id="family-name"
            label="Family name"
            placeholder="The Rivera family"
            value={familyName}
            onValueChange={setFamilyName}
          />
        </div>
        <KidNameFields
          kids={kids}
          onChange={(next) => {
            setKids(next);
            if (next.some((kid) => !isBlank(kid.name))) setMissingKid(false);
          }}
        />
        {missingKid && (
          <p className="field__error" role="alert">
            Add at least one kid’s name.
          </p>
        )}
        {error && !starting && <ErrorNotice error={error} />}
        <button className="button button--primary button--wide" type="submit" disabled={starting}>
          {starting ? 'Starting…' : 'Start our family'}
        </button>
      </form>
      <RestoreBackup />
      <p className="welcome__footnote">
        {accounts
          ? 'Got an invite link from another grown-up? Open it and sign in to see the same lists.'
          : 'Your lists are kept in this browser, on this device only.'}
      </p>
    </main>
  );
}

/** The families this device has opened, or (Firebase) this parent is in: one tap away. */
function MyFamilies({ families, title }: { families: MyFamily[]; title: string }) {
  const app = AppActorContext.useActorRef();
  return (
    <nav className="card welcome__families" aria-labelledby="my-families-title">
      <h2 id="my-families-title" className="welcome__form-title">
        {title}
      </h2>
      <ul className="welcome__family-list">
        {families.map((family) => {
          const href = `/${encodeURIComponent(family.id)}`;
          return (
            <li key={family.id}>
              <a
                className="button button--primary button--link button--wide"
                href={href}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  app.send({ type: 'route.go', path: href });
                }}
              >
                {family.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
