import React from 'react';
import type { PlansLink } from '../lib/page-copy';
import { sentence } from '../lib/sentence';

/**
 * The words of a link to the plans page: its label, then the lowest price ("from ₦18,000/month"),
 * each completed sentence on an element of its own, so the build marks it with the page's language
 * when its words are translated. The price in bold where `bold` (the home page's first screen).
 */
export function PlansLinkWords({ link, bold = false }: { link: PlansLink; bold?: boolean }) {
  const { label, from } = link;
  if (!from) return <>{label}</>;
  const Amount = bold ? 'strong' : 'span';
  return (
    <>
      {label}{' '}
      <span {...sentence}>
        {from.before}
        <Amount {...sentence}>{from.amount}</Amount>
        {from.after}
      </span>
    </>
  );
}
