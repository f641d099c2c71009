import React, { useEffect, useMemo, useState } from 'react';
import { Icon } from '../components/Icon';
import type { BusinessHours } from '../hooks/useBusinessHours';
import { openStatus, type OpenStatus } from '../lib/hours';

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

/** Open/closed right now in Lagos time; null until the page's script runs. */
function useOpenStatus(hours: BusinessHours): OpenStatus | null {
  const minute = useMinute();
  return useMemo(
    () =>
      minute === null ? null : openStatus(hours.days, new Date(minute * MINUTE), hours.timezone),
    [minute, hours],
  );
}

/** The open-now line under the business hours: empty in the static HTML, which cannot know the time. */
export function OpenNow({ hours }: { hours: BusinessHours }) {
  const status = useOpenStatus(hours);
  return (
    <p
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
