import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the server writes in a family's text in place of a phone, link or name it keeps back: HIDDEN of
 * src/shared/free-text.ts (not imported: that module's cleaner would come with every page; facts.test.ts
 * holds the two equal).
 */
export const HIDDEN_MARK = '[hidden]';

/**
 * The direction of a run by its first letter, as `dir="auto"` decides it; a run with no letter at all
 * (5'4", #12, +92…) is a number and reads left to right in both languages. Decided here rather than by
 * `dir="auto"` so that CSS can set a Latin run in a Latin face by its `dir` (global.css).
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(letter) ? 'rtl' : 'ltr';
}

const HASH_NUMBER = /(#\d+)/;

/**
 * A right-to-left run with its "#39"s as left-to-right isolates (issue 30 item 10): after an Urdu letter the
 * digits are Arabic numbers to the bidi algorithm, and the "#" then stays with the Urdu side: "39#".
 */
export function withLeftToRightNumbers(text: string): ReactNode {
  if (!HASH_NUMBER.test(text)) return text;
  return text.split(HASH_NUMBER).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}

/** A run in its own direction; a right-to-left one keeps its "#39"s left to right. */
function Run({ text }: { text: string }) {
  const dir = textDirection(text);
  return <bdi dir={dir}>{dir === 'rtl' ? withLeftToRightNumbers(text) : text}</bdi>;
}

/**
 * A line of facts joined by " · " ("27 سال · MA English · Lahore"), each fact its own bidi isolate (issue 16
 * item 9): an English word, a height or an id between Urdu words keeps its own order and the separators stay
 * where they were written, one between each pair. A fact and the dot after it go to the next line together
 * (an inline block): a line ends "Single ·", never "غیر" with "شادی شدہ" on the next or a line opening "·".
 */
export function Facts({ facts }: { facts: readonly string[] }) {
  return facts.map((fact, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the same fact may appear twice; the order is fixed.
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="rishta-fact">
        <Run text={fact} />
        {index < facts.length - 1 ? <span className="rishta-separator">{'\u00a0·'}</span> : null}
      </span>
    </Fragment>
  ));
}

/**
 * A value a family wrote itself, in whatever language, isolated in its own direction. What the server kept
 * back ("[hidden]", decision 026) is said in Urdu inside Urdu text on an Urdu page, as its own isolate (issue
 * 30 item 10).
 */
export function FreeText({ children }: { children: string }) {
  const { t } = useTranslation();
  const hidden = t('hidden');
  const dir = textDirection(children);
  const shown = (text: string) => (dir === 'rtl' ? withLeftToRightNumbers(text) : text);
  // Inside Urdu words (an English sentence keeps its own "[hidden]").
  const parts =
    dir === 'rtl' && hidden !== HIDDEN_MARK && children.includes(HIDDEN_MARK)
      ? children.split(HIDDEN_MARK)
      : null;
  return (
    <bdi dir={dir}>
      {parts
        ? parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
            <Fragment key={index}>
              {index > 0 ? <bdi dir={textDirection(hidden)}>{hidden}</bdi> : null}
              {shown(part)}
            </Fragment>
          ))
        : shown(children)}
    </bdi>
  );
}

/**
 * A translated sentence whose left-to-right runs are marked LRI … PDI (\u2066 … \u2069, the Urdu catalogs'
 * phone formats): each run is drawn as an isolate with dir="ltr", so it is also set in the Latin face.
 */
export function WithIsolates({ text }: { text: string }) {
  // split() with a capture group puts each marked run at an odd index.
  return text.split(/\u2066([^\u2069]*)\u2069/u).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence.
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
