/**
 * Decap's text, number and switch controls, checked the way the build checks them. Decap checks a
 * field for presence and a pattern, with one fixed message; these controls run the content
 * schema's own check of the field (src/cms/editor-checks.ts), so a mistake gets the build's plain
 * words at the field ("write "2pm" as 14:00", "twenty thousand" is in words), and copy is checked
 * for facts typed by hand or references that fail (src/cms/editor-facts.ts). Decap asks a
 * control's `isValid()` before a save (decap-cms-core Widget.validateWrappedControl) and refuses
 * the save while any field has an error.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import React, { type ComponentType } from 'react';
import { copyMistakes, withoutSlots } from '../content-model/content-facts';
import { SWITCH } from './cms-config';
import { englishAt, englishPlace, loadEnglish } from './english-copy';
import { fieldProblem, type FieldKey } from './editor-checks';
import { currentFacts, fileAt, loadSavedFacts, type LoadEntry } from './editor-facts';

type FieldError = { type: string; message: string; parentIds?: unknown };
type Validity = true | { error: FieldError };

type Immutable = { get(key: string): unknown; toJS?(): unknown };

/** What Decap passes a control and these use (its published types list only a few). */
export type FieldControlProps = CmsWidgetControlProps<unknown> & {
  onChange: (value: unknown) => void;
  setInactiveStyle: () => void;
  validate: () => void;
  loadEntry: LoadEntry;
  entry: Immutable;
  parentIds?: unknown;
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const invalid = (message: string, parentIds: unknown): Validity => ({
  error: { type: 'CUSTOM', message, parentIds },
});

/** The field's settings from the editor's configuration (src/cms/cms-config.ts). */
const setting = (props: FieldControlProps, name: string): unknown => props.field.get(name);

/**
 * Decap's control `Control`, with the schema's check of the field, the facts check when the field
 * is copy, and the check run again as the editor leaves the field. `toControl` and `fromControl`
 * convert the value on its way in and out (a number shown and typed as text).
 */
function checkedControl(
  Control: ComponentType<FieldControlProps>,
  {
    toControl = (value: unknown) => value,
    fromControl = (value: unknown) => value,
  }: { toControl?: (value: unknown) => unknown; fromControl?: (value: unknown) => unknown } = {},
) {
  return class CheckedControl extends React.Component<
    FieldControlProps,
    { english: string | undefined }
  > {
    override state = { english: undefined as string | undefined };
    mounted = false;

    override componentDidMount(): void {
      this.mounted = true;
      if (setting(this.props, 'facts') === true) {
        // Read before the first save, so the check has them.
        void loadSavedFacts(this.props.loadEntry).catch(() => undefined);
      }
      // A translation's field: the English it translates, shown under it.
      const place = englishPlace(String(setting(this.props, 'english') ?? ''));
      if (place) {
        void loadEnglish(this.props.loadEntry, place.file)
          .then((data) => {
            const text = englishAt(data, place.names);
            if (this.mounted && typeof text === 'string') this.setState({ english: text.trim() });
          })
          .catch(() => undefined);
      }
    }

    override componentWillUnmount(): void {
      this.mounted = false;
    }

    /** The field's slots, which the page fills in as it runs (`{hour}`): not facts. */
    slots(): string[] {
      const slots = this.props.field.get('slots') as { toJS?(): unknown } | undefined;
      const list = slots?.toJS?.() ?? slots;
      return Array.isArray(list) ? list.filter((slot) => typeof slot === 'string') : [];
    }

    /** The facts now: the saved files, and the file being edited as it is typed. */
    facts() {
      const entry = this.props.entry;
      const data = entry.get('data') as Immutable | undefined;
      return currentFacts({ file: fileAt(entry.get('path')), data: data?.toJS?.() ?? data });
    }

    /** The schema's refusal of the value, or of the facts in it; Decap's presence check aside. */
    isValid = (): Validity | Promise<void> => {
      const { value, parentIds } = this.props;
      const label = String(setting(this.props, 'label'));
      const problem = fieldProblem(setting(this.props, 'checks') as FieldKey, label, value, {
        fixedWords: setting(this.props, 'fixed_words') === true,
      });
      if (problem) return invalid(problem, parentIds);
      if (setting(this.props, 'facts') !== true || typeof value !== 'string') return true;
      // Read again after a save (in the background: the check goes on with what it has).
      void loadSavedFacts(this.props.loadEntry).catch(() => undefined);
      const facts = this.facts();
      if (!facts) {
        // Still reading the facts: Decap waits, then checks again.
        return loadSavedFacts(this.props.loadEntry).then(() => {
          const [mistake] = copyMistakes(withoutSlots(value, this.slots()), this.facts() ?? {});
          if (mistake) throw new Error(mistake);
        });
      }
      const [mistake] = copyMistakes(withoutSlots(value, this.slots()), facts);
      return mistake ? invalid(`${label} ${mistake}.`, parentIds) : true;
    };

    /**
     * What Decap's check of required fields sees: a field needed only in some cases (a day's
     * times, unless it is closed) is never "required" there, its list says when it is missing;
     * a switch always has a value.
     */
    getValidateValue = (): unknown => {
      const { value } = this.props;
      if (setting(this.props, 'needed_when') && isEmpty(value)) return 'checked by its list';
      if (setting(this.props, 'widget') === SWITCH) return String(value === true);
      return value;
    };

    onChange = (value: unknown): void => this.props.onChange(fromControl(value));

    /** Leaving the field checks it, as Decap does for a field with a pattern. */
    onBlur = (): void => {
      this.props.setInactiveStyle();
      if (!isEmpty(this.props.value)) this.props.validate();
    };

    override render() {
      const { english } = this.state;
      const untranslated = isEmpty(this.props.value) || String(this.props.value).trim() === '';
      return (
        <>
          <Control
            {...this.props}
            value={toControl(this.props.value)}
            onChange={this.onChange}
            setInactiveStyle={this.onBlur}
          />
          {english !== undefined && (
            <p className={untranslated ? 'in-english untranslated' : 'in-english'}>
              <strong>{untranslated ? 'Still in English' : 'English'}:</strong>{' '}
              <span lang="en">{english}</span>
            </p>
          )}
        </>
      );
    }
  };
}

/** A line or a paragraph: Decap's string or text control, checked. */
export const checkedText = (Control: ComponentType<FieldControlProps>) => checkedControl(Control);

/**
 * A whole number, typed as text: digits are saved as a number; anything else ("twenty thousand",
 * "₦25,000") stays as typed, in the box, and the schema's check says how to write it. (Decap's
 * number control, an <input type="number">, keeps only what a browser takes as a number.)
 */
export const wholeNumber = (StringControl: ComponentType<FieldControlProps>) =>
  checkedControl(StringControl, {
    toControl: (value) => (typeof value === 'number' ? String(value) : value),
    fromControl: (value) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  });

/** Decap's switch, never marked "optional": it is on or off. */
export const checkedSwitch = (BooleanControl: ComponentType<FieldControlProps>) =>
  checkedControl(BooleanControl);
