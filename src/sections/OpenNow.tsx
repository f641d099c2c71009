import React, { useEffect, useMemo, useState } from 'react';
import { Icon } from '../components/Icon';
import type { BusinessHours } from '../hooks/useBusinessHours';
import { openStatus, type DayNames, type OpenNowWords, type OpenStatus } from '../lib/hours';

/** The line's class, styled by the Contact page (ContactInfo.tsx): it runs without styled-components. */
export const OPEN_NOW_CLASS = 'open-now';

const MINUTE = 60_000;

/** The visitor's clock, to the minute; null in the static HTML, which cannot know the time. */
function useMinute(): number | null {
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setMinute(Math.floor(Date.now() / MINUTE));
    tick();
    const timer = window.setInterval(tick, MINUTE / 4);
    return () => window.clearInterval(timer);
  }, []);
  return minute;
}

type Props = {
  hours: BusinessHours;
  /** The line's sentences, in the page's language. */
  words: OpenNowWords;
  /** The days' names in the sentences' language. */
  dayNames: DayNames;
  /** The sentences' language, when it is not the page wrapper's (translated sentences). */
  lang?: string;
};

/** Open/closed right now in Lagos time; null until the page's script runs. */
function useOpenStatus({ hours, words, dayNames }: Props): OpenStatus | null {
  const minute = useMinute();
  return useMemo(
    () =>
      minute === null
        ? null
        : openStatus(hours.days, new Date(minute * MINUTE), hours.timezone, words, dayNames),
    [minute, hours, words, dayNames],
  );
}

/** The open-now line under the business hours: empty in the static HTML, which cannot know the time. */
export function OpenNow(props: Props) {
  const status = useOpenStatus(props);
  return (
    <p
      lang={props.lang}
      className={OPEN_NOW_CLASS}
      data-state={status === null ? undefined : status.open ? 'open' : 'closed'}
    >
      {status ? (
        <>
          <Icon name="clock" size={20} />
          {status.message}
        </>
      ) : null}
    </p>
  );
}
