/**
 * Decap's list widget with the content schema's list rules checked before a save (see
 * editor-checks.ts). It renders Decap's own list control and adds to its validation: Decap's
 * editor asks each top-level control to `validate()` before it saves, a list asks its entries,
 * and a save is refused while any field has an error
 * (decap-cms-core: EditorControlPane.validate, ObjectControl.validate, ListControl.validate,
 * actions/entries.ts persistEntry).
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import React, { type ComponentType } from 'react';
import { entryName } from '../content-model/content-problems';
import { SITE_FILES } from '../content-model/content-schema';
import { tooManyEntries } from '../content-model/translations';
import { listProblems, type ListKey } from './editor-checks';
import type { LoadEntry } from './editor-facts';
import { englishAt, englishPlace, loadEnglish } from './english-copy';

/** The parts of Decap's Immutable values used here. */
type ImmutableItem = {
  get(key: string): unknown;
  delete(key: string): ImmutableItem;
  toJS(): unknown;
};
type ImmutableList = { map(fn: (item: unknown) => unknown): ImmutableList; toJS(): unknown };

type FieldError = { type: string; message: string; parentIds?: unknown };

/** What Decap passes a control and this one uses (its published types list only a few). */
export type ListControlProps = CmsWidgetControlProps<ImmutableList | undefined> & {
  onChange: (value: unknown, metadata?: unknown) => void;
  onValidateObject: (forID: string, errors: FieldError[]) => void;
  controlRef?: (control: unknown) => void;
  parentIds?: unknown;
  loadEntry: LoadEntry;
};

/** Decap's list control, as this widget uses it. */
type ListControlInstance = {
  props: { forID: string };
  validate(): void;
  validateSize(): FieldError[];
  focus?(path: string): void;
};

const isItem = (value: unknown): value is ImmutableItem =>
  value !== null && typeof value === 'object' && 'delete' in value && 'get' in value;

/**
 * A day marked "Closed all day" has no times: ticking it clears them, and times typed on a closed
 * day are cleared again, so a closed day with times cannot be saved.
 */
function clearClosedDays(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !('map' in value)) return value;
  return (value as ImmutableList).map((item) =>
    isItem(item) && item.get('closed') === true ? item.delete('opens').delete('closes') : item,
  );
}

/**
 * Decap shows a list entry's name (its summary) only while the entry is closed, and opens it only
 * by the small arrow before it, a button without a name. Here the name stays above an open entry,
 * pressing the name opens or closes the entry, and the arrow is named after the entry and says
 * whether it is open. Decap's list item is its top bar (the arrow first), the name, then the
 * entry's fields (decap-cms-widget-list ListControl.renderItem).
 */
function nameEntries(root: HTMLElement): void {
  for (const arrow of root.querySelectorAll<HTMLButtonElement>('button')) {
    const bar = arrow.parentElement;
    const name = bar?.nextElementSibling;
    const fields = name?.nextElementSibling;
    if (bar?.firstElementChild !== arrow || !(name instanceof HTMLElement) || !fields) continue;
    if (name.parentElement?.childElementCount !== 3 || name.querySelector('input, button'))
      continue;
    const open = getComputedStyle(fields).display !== 'none';
    const label = name.textContent?.trim() ?? '';
    if (name.dataset.entryName === undefined) name.dataset.entryName = '';
    if (arrow.getAttribute('aria-label') !== label) arrow.setAttribute('aria-label', label);
    if (arrow.getAttribute('aria-expanded') !== String(open)) {
      arrow.setAttribute('aria-expanded', String(open));
    }
  }
}

/** A press on an entry's name presses its arrow. */
function openByName(event: React.MouseEvent<HTMLElement>): void {
  const name = (event.target as Element).closest<HTMLElement>('[data-entry-name]');
  const arrow = name?.previousElementSibling?.firstElementChild;
  if (!name || !(arrow instanceof HTMLButtonElement)) return;
  // The innermost list's own entry: a list around it leaves it alone.
  event.stopPropagation();
  arrow.click();
}

/** Decap's list widget, refusing a save while the schema's rules between entries are broken. */
export function checkedList(ListControl: ComponentType<ListControlProps>) {
  return class CheckedList extends React.Component<
    ListControlProps,
    { english: readonly unknown[] | undefined }
  > {
    override state = { english: undefined as readonly unknown[] | undefined };
    inner: ListControlInstance | null = null;
    root: HTMLDivElement | null = null;
    observer: MutationObserver | null = null;
    mounted = false;

    override componentDidMount(): void {
      this.mounted = true;
      // A translation's list: the English list it translates, entry by entry.
      const place = englishPlace(String(this.props.field.get('translates') ?? ''));
      if (place) {
        void loadEnglish(this.props.loadEntry, place.file)
          .then((data) => {
            const list = englishAt(data, place.names);
            if (this.mounted) this.setState({ english: Array.isArray(list) ? list : [] });
          })
          .catch(() => undefined);
      }
      const root = this.root;
      if (!root) return;
      nameEntries(root);
      this.observer = new MutationObserver(() => nameEntries(root));
      this.observer.observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    }

    override componentWillUnmount(): void {
      this.mounted = false;
      this.observer?.disconnect();
    }

    setRoot = (element: HTMLDivElement | null): void => {
      this.root = element;
    };

    /** Decap's list control re-renders every time, for its entries' sake: so does this one. */
    override shouldComponentUpdate(): boolean {
      return true;
    }

    problems(): string[] {
      const translates = englishPlace(String(this.props.field.get('translates') ?? ''));
      const { english } = this.state;
      if (translates && english) {
        const count = (this.props.value?.toJS() as unknown[] | undefined)?.length ?? 0;
        if (count <= english.length) return [];
        const file = `content/${SITE_FILES[translates.file].path}`;
        return [
          `${String(this.props.field.get('label'))} ${tooManyEntries(count, file, english.length)}.`,
        ];
      }
      const key = this.props.field.get('checks') as ListKey | undefined;
      if (!key) return [];
      return listProblems(key, this.props.value?.toJS() ?? []);
    }

    /** Decap's own checks of the list and its entries, then the schema's rules between them. */
    validate = (): void => {
      if (!this.inner) return;
      this.inner.validate();
      const own = this.problems().map((message) => ({
        type: 'CUSTOM',
        message,
        parentIds: this.props.parentIds,
      }));
      this.props.onValidateObject(this.props.forID, [...this.inner.validateSize(), ...own]);
    };

    focus(path: string): void {
      this.inner?.focus?.(path);
    }

    onChange = (value: unknown, metadata?: unknown): void => {
      const closable = this.props.field.get('clears_closed_days') === true;
      this.props.onChange(closable ? clearClosedDays(value) : value, metadata);
    };

    /** The list control registers itself with its parent: this control stands in for it. */
    controlRef = (control: unknown): void => {
      const isInner =
        control !== null &&
        typeof control === 'object' &&
        'validateSize' in control &&
        (control as ListControlInstance).props.forID === this.props.forID;
      this.props.controlRef?.(isInner ? this : control);
    };

    setInner = (control: ListControlInstance | null): void => {
      this.inner = control;
    };

    override render() {
      const Control = ListControl as unknown as ComponentType<
        ListControlProps & { ref: (control: ListControlInstance | null) => void }
      >;
      return (
        // A press on an entry's name is a press on its arrow, which keyboards reach.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div ref={this.setRoot} onClick={openByName}>
          <Control
            {...this.props}
            onChange={this.onChange}
            controlRef={this.controlRef}
            ref={this.setInner}
          />
          {this.state.english && (
            <div className="in-english">
              <strong>English, in this order:</strong>
              <ol lang="en">
                {this.state.english.map((entry, index) => (
                  <li key={index}>{entryName(entry) ?? '(empty)'}</li>
                ))}
              </ol>
            </div>
          )}
        </div>
      );
    }
  };
}
