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
import { listProblems, type ListKey } from './editor-checks';

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

/** Decap's list widget, refusing a save while the schema's rules between entries are broken. */
export function checkedList(ListControl: ComponentType<ListControlProps>) {
  return class CheckedList extends React.Component<ListControlProps> {
    inner: ListControlInstance | null = null;

    /** Decap's list control re-renders every time, for its entries' sake: so does this one. */
    override shouldComponentUpdate(): boolean {
      return true;
    }

    problems(): string[] {
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
        <Control
          {...this.props}
          onChange={this.onChange}
          controlRef={this.controlRef}
          ref={this.setInner}
        />
      );
    }
  };
}
