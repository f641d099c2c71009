/**
 * The editor's field for an incident's affected areas (content/status.yaml): the areas of the
 * coverage list (content/coverage.yaml, as saved) as boxes to tick, grouped by city or state, so
 * staff choose them rather than type them. An area the list no longer has (renamed, removed) is
 * shown with the build's own words and a way to take it out, and a save is refused while it is
 * there (Decap asks each control `isValid()` before it saves).
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { List } from 'immutable';
import React from 'react';
import {
  areaProblems,
  areaReference,
  findArea,
  type CoverageRegion,
} from '../content-model/coverage-areas';
import { CONTENT_COLLECTION, cmsFileName } from './cms-config';

/** What Decap passes this control and it uses (its published types list only a few). */
type Props = CmsWidgetControlProps<List<string> | string[] | undefined> & {
  onChange: (value: List<string>) => void;
  query: (
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
    file?: string,
  ) => Promise<{ payload?: { hits?: { data?: { regions?: CoverageRegion[] } }[] } }>;
};

type State = { regions: CoverageRegion[] | null; failed: boolean };

const valuesOf = (value: Props['value']): string[] =>
  value === undefined || value === null
    ? []
    : Array.isArray(value)
      ? value
      : (value as List<string>).toArray();

export class CoverageAreasControl extends React.Component<Props, State> {
  override state: State = { regions: null, failed: false };

  override componentDidMount(): void {
    const { query, forID } = this.props;
    query(forID, CONTENT_COLLECTION, ['regions.*.name'], '', cmsFileName('coverage.yaml'))
      .then((result) => {
        const regions = result.payload?.hits?.[0]?.data?.regions;
        this.setState(regions ? { regions, failed: false } : { regions: null, failed: true });
      })
      .catch(() => this.setState({ regions: null, failed: true }));
  }

  /** Refuses a save while an area is not in the coverage list, in the build's words. */
  isValid = (): boolean | { error: { type: string; message: string } } => {
    const { regions } = this.state;
    if (!regions) return true;
    const values = valuesOf(this.props.value);
    const problems = areaProblems(values, regions);
    if (problems.length === 0) return true;
    return {
      error: {
        type: 'CUSTOM',
        message: problems.map(({ index, message }) => `"${values[index]}" ${message}.`).join(' '),
      },
    };
  };

  remove(reference: string): void {
    this.props.onChange(List(valuesOf(this.props.value).filter((entry) => entry !== reference)));
  }

  override render() {
    const { regions, failed } = this.state;
    const { forID, classNameWrapper } = this.props;
    const values = valuesOf(this.props.value);
    if (!regions) {
      return (
        <div id={forID} className={classNameWrapper}>
          {failed
            ? 'The coverage list could not be read; save the coverage file first.'
            : 'Loading the coverage list…'}
        </div>
      );
    }
    const unknown = values.filter((entry) => findArea(entry, regions).kind !== 'found');
    return (
      <div id={forID} className={classNameWrapper}>
        {unknown.length > 0 ? (
          <ul style={{ color: '#b42318', margin: '0 0 12px', paddingLeft: 20 }}>
            {unknown.map((entry) => (
              <li key={entry}>
                “{entry}” is not an area of the coverage list.{' '}
                <button type="button" onClick={() => this.remove(entry)}>
                  Remove it
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {regions.map((region) => (
          <fieldset key={region.name} style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
            <legend style={{ fontWeight: 700 }}>{region.name}</legend>
            {region.areas.map((area) => {
              const reference = areaReference({ area, region: region.name }, regions);
              const ticked = values.some((entry) => {
                const found = findArea(entry, regions);
                return (
                  found.kind === 'found' &&
                  found.place.area === area &&
                  found.place.region === region.name
                );
              });
              return (
                <label key={area} style={{ display: 'inline-block', margin: '4px 16px 4px 0' }}>
                  <input
                    type="checkbox"
                    checked={ticked}
                    onChange={(event) => {
                      // An area written another way ("yaba") goes, and its list form comes in.
                      const others = values.filter((entry) => {
                        const found = findArea(entry, regions);
                        return !(
                          found.kind === 'found' &&
                          found.place.area === area &&
                          found.place.region === region.name
                        );
                      });
                      this.props.onChange(
                        List(event.target.checked ? [...others, reference] : others),
                      );
                    }}
                  />{' '}
                  {area}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    );
  }
}

/** The preview Decap shows for the field in a list's summary: the areas, in words. */
export function CoverageAreasPreview({ value }: { value?: List<string> | string[] }) {
  return <span>{valuesOf(value).join(', ')}</span>;
}
